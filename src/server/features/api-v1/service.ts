import { sql } from 'drizzle-orm';
import type { LookupStatus, NearestPoint } from '../../../domain/api-v1/schemas';
import type { Viewer } from '../../actor';
import { selectRows, type Queryable } from '../../db/client';
import { zarcodes } from '../../db/schema';
import { NOT_A_CODE, findPlacesByTypedCodes, type PlaceRow, searchZarcodes } from '../zarcodes';
import { canLocateByApi } from './policy';

export type LookupOutcome =
  | { status: 'found'; row: PlaceRow }
  | { status: 'private'; code: string }
  | { status: Extract<LookupStatus, 'not_found' | 'invalid'> };

/**
 * Codes as typed, in the order given, each found, private (someone else's: policy.ts), not found, or
 * not a code: one query for the whole batch (findPlacesByTypedCodes).
 */
export async function lookUpCodes(db: Queryable, viewer: Viewer, inputs: readonly string[]): Promise<LookupOutcome[]> {
  const found = await findPlacesByTypedCodes(db, inputs);
  return found.map((row): LookupOutcome => {
    if (row === NOT_A_CODE) return { status: 'invalid' };
    if (row === null) return { status: 'not_found' };
    return canLocateByApi(viewer, row) ? { status: 'found', row } : { status: 'private', code: row.code };
  });
}

/** Public codes matching a search (code, address words, public titles) that the caller may locate. */
export async function searchPlaces(db: Queryable, viewer: Viewer, q: string, limit: number): Promise<PlaceRow[]> {
  const rows = await searchZarcodes(db, q, limit);
  return rows.filter((row) => canLocateByApi(viewer, row));
}

/** Mean radius of the Earth in metres (IUGG), for great-circle distances. */
const EARTH_RADIUS_METERS = 6_371_008.8;
const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;

export interface NearestFound {
  row: PlaceRow;
  distanceMeters: number;
}

/**
 * For each point, the nearest code listed publicly (public and not hidden by an admin) within
 * `radiusMeters`, or null. One query for the whole batch: each point's box of ±radius (longitude
 * widened by the latitude) is read from the location index, the codes in it ordered by their
 * great-circle distance; the nearest of the box is within the radius when any is.
 */
export async function nearestPublicCodes(
  db: Queryable,
  points: readonly NearestPoint[],
  radiusMeters: number,
): Promise<(NearestFound | null)[]> {
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const degrees = radiusMeters / METERS_PER_DEGREE;
  const rows = await selectRows<PlaceRow & { ord: number; distanceMeters: number }>(db, sql`
    select p.ord::integer as "ord", z.*
    from unnest(${sql.param(latitudes)}::float8[], ${sql.param(longitudes)}::float8[]) with ordinality as p(lat, lng, ord)
    cross join lateral (
      select c.id, c.code, c.user_id as "userId", c.title, c.privacy, c.latitude::text as latitude,
        c.longitude::text as longitude, c.address_line1 as "addressLine1", c.address_line2 as "addressLine2",
        c.suburb, c.city, c.province, c.country,
        2 * ${EARTH_RADIUS_METERS}::float8 * asin(sqrt(
          power(sin(radians(c.latitude::float8 - p.lat) / 2), 2)
          + cos(radians(p.lat)) * cos(radians(c.latitude::float8)) * power(sin(radians(c.longitude::float8 - p.lng) / 2), 2)
        )) as "distanceMeters"
      from ${zarcodes} c
      where point(c.longitude::float8, c.latitude::float8) <@ box(
          point(p.lng - ${degrees}::float8 / greatest(cos(radians(p.lat)), 0.01), p.lat - ${degrees}::float8),
          point(p.lng + ${degrees}::float8 / greatest(cos(radians(p.lat)), 0.01), p.lat + ${degrees}::float8))
        and c.privacy = 'public' and c.hidden_at is null
      order by "distanceMeters", c.code
      limit 1
    ) z
    where z."distanceMeters" <= ${radiusMeters}::float8
  `);
  const byPoint = new Map(rows.map((row) => [Number(row.ord), row]));
  return points.map((_, index) => {
    const found = byPoint.get(index + 1);
    if (!found) return null;
    const { ord: _ord, distanceMeters, ...row } = found;
    return { row, distanceMeters: Number(distanceMeters) };
  });
}
