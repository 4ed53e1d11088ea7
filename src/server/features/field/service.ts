import { and, desc, eq, sql } from 'drizzle-orm';
import { MAX_AREA_CODES, NEAREST_CODE_RADIUS_METERS, TOWN_AREA_RADIUS_METERS, type AreaCodeRow } from '../../../domain/field/field';
import type { NearestCode, OfflineAreaReply } from '../../../domain/field/schemas';
import type { Province } from '../../../domain/geo/provinces';
import type { Database } from '../../db/client';
import { zarcodes } from '../../db/schema';
import { notFound } from '../../errors';
import { getPublicCreator } from '../creators';
import { currentGeocoder } from '../places';
import { isListedPublicly, nearestPublicCodes } from '../zarcodes';

/** The public code where the phone stands: the nearest within NEAREST_CODE_RADIUS_METERS, or null. */
export async function findNearestCode(db: Database, point: { latitude: number; longitude: number }): Promise<NearestCode | null> {
  const [found] = (await nearestPublicCodes(db, [point], NEAREST_CODE_RADIUS_METERS, 1))[0] ?? [];
  if (!found) return null;
  const { row } = found;
  return {
    zarcode: row.code,
    title: row.title,
    latitude: row.latitude,
    longitude: row.longitude,
    suburb: row.suburb,
    city: row.city,
    province: row.province as Province,
    distanceMeters: Math.round(found.distanceMeters * 10) / 10,
  };
}

const rowColumns = {
  code: zarcodes.code,
  title: zarcodes.title,
  latitude: sql<string>`${zarcodes.latitude}::text`,
  longitude: sql<string>`${zarcodes.longitude}::text`,
  addressLine1: zarcodes.addressLine1,
  suburb: zarcodes.suburb,
  city: zarcodes.city,
  province: zarcodes.province,
};

type AreaRow = { code: string; title: string | null; latitude: string; longitude: string; addressLine1: string | null; suburb: string | null; city: string; province: string };

/** Rows for the phone; one more than the cap was read, to tell whether the area was cut. */
function areaCodes(rows: AreaRow[]): Pick<OfflineAreaReply, 'codes' | 'isComplete'> {
  const codes = rows
    .slice(0, MAX_AREA_CODES)
    .map((row): AreaCodeRow => [row.code, row.title, row.latitude, row.longitude, row.addressLine1, row.suburb, row.city, row.province as Province]);
  return { codes, isComplete: rows.length <= MAX_AREA_CODES };
}

/**
 * A town's area: the codes listed publicly within TOWN_AREA_RADIUS_METERS of the place's centre,
 * the nearest first, at most MAX_AREA_CODES. 404 when the geocoder knows no such place.
 */
export async function getPlaceArea(db: Database, googleMapsBaseUrl: string | undefined, placeId: string): Promise<OfflineAreaReply> {
  const geocoder = await currentGeocoder(db, googleMapsBaseUrl);
  const place = await geocoder.findPlace(placeId);
  if (!place) throw notFound('Place not found');
  const metresPerDegree = 111_195;
  const latSpan = TOWN_AREA_RADIUS_METERS / metresPerDegree;
  const lngSpan = latSpan / Math.max(Math.cos((place.latitude * Math.PI) / 180), 0.01);
  const distance = sql`((${zarcodes.latitude}::float8 - ${place.latitude}::float8) ^ 2
    + ((${zarcodes.longitude}::float8 - ${place.longitude}::float8) * cos(radians(${place.latitude}::float8))) ^ 2)`;
  const rows = await db
    .select(rowColumns)
    .from(zarcodes)
    .where(
      and(
        isListedPublicly,
        sql`point(${zarcodes.longitude}::float8, ${zarcodes.latitude}::float8) <@ box(
          point(${place.longitude - lngSpan}::float8, ${place.latitude - latSpan}::float8),
          point(${place.longitude + lngSpan}::float8, ${place.latitude + latSpan}::float8))`,
        sql`${distance} <= ${latSpan ** 2}::float8`,
      ),
    )
    .orderBy(distance, zarcodes.code)
    .limit(MAX_AREA_CODES + 1);
  return { area: { kind: 'place', key: place.id, name: place.name }, ...areaCodes(rows) };
}

/** A public creator's area: their creator codes listed publicly, newest first, at most MAX_AREA_CODES. */
export async function getCreatorArea(db: Database, slug: string): Promise<OfflineAreaReply> {
  const creator = await getPublicCreator(db, slug);
  const rows = await db
    .select(rowColumns)
    .from(zarcodes)
    .where(and(eq(zarcodes.userId, creator.profile.userId), eq(zarcodes.isCreatorCode, true), isListedPublicly))
    .orderBy(desc(zarcodes.createdAt), zarcodes.code)
    .limit(MAX_AREA_CODES + 1);
  return { area: { kind: 'creator', key: creator.profile.slug, name: creator.profile.displayName }, ...areaCodes(rows) };
}
