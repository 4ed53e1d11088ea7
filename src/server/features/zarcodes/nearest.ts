import { sql } from 'drizzle-orm';
import { EARTH_RADIUS_METERS } from '../../../domain/geo/distance';
import { selectRows, type Queryable } from '../../db/client';
import { zarcodes } from '../../db/schema';
import type { PlaceRow } from './batch-lookup';

const METERS_PER_DEGREE = (EARTH_RADIUS_METERS * Math.PI) / 180;

export interface NearestFound {
  row: PlaceRow;
  distanceMeters: number;
}

/**
 * For each point, the codes listed publicly (public and not hidden by an admin) within
 * `radiusMeters`, the nearest first (ties by code), at most `perPoint` of them. One query for all the
 * points: each point's box of ±radius (longitude widened by the latitude) is read from the location
 * index, the codes in it ordered by their great-circle distance, those within the radius kept.
 */
export async function nearestPublicCodes(
  db: Queryable,
  points: readonly { latitude: number; longitude: number }[],
  radiusMeters: number,
  perPoint: number,
): Promise<NearestFound[][]> {
  if (points.length === 0) return [];
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
      limit ${perPoint}
    ) z
    where z."distanceMeters" <= ${radiusMeters}::float8
    order by p.ord, z."distanceMeters", z.code
  `);
  const byPoint: NearestFound[][] = points.map(() => []);
  for (const { ord, distanceMeters, ...row } of rows) {
    byPoint[Number(ord) - 1]!.push({ row, distanceMeters: Number(distanceMeters) });
  }
  return byPoint;
}
