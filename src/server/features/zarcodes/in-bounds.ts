import { sql } from 'drizzle-orm';
import type { InBoundsQuery } from '../../../domain/zarcode/schemas';
import type { Queryable } from '../../db/client';

/**
 * How many codes lie within a box, edges included.
 *
 * A city-sized box holds 100,000 codes and more, too many to count one by one on every pan of
 * the map. So the whole 0.01-degree cells inside the box come from zarcode_grid_counts (kept by
 * triggers, migration 0006), and only the codes in the four strips between those cells and the
 * box's edges are counted, each strip from the location index alone (it includes the
 * coordinates). Cell (i, j) holds latitudes in [i/100, (i+1)/100) and longitudes in
 * [j/100, (j+1)/100). The whole cells span latitudes [a, b) and longitudes [c, d), the grid
 * lines just inside the box; when no grid line crosses the box, a equals b (or c equals d) and
 * the strips cover it all.
 */
export async function countZarcodesInBounds(db: Queryable, box: InBoundsQuery): Promise<number> {
  const south = sql`${box.sw_lat}::numeric`;
  const north = sql`${box.ne_lat}::numeric`;
  const west = sql`${box.sw_lng}::numeric`;
  const east = sql`${box.ne_lng}::numeric`;
  const location = sql.raw('point(longitude::float8, latitude::float8)');
  /** Codes with latitude in [fromLat, toLat] and longitude in [fromLng, toLng], each end open or closed. */
  const strip = (fromLat: string, toLat: string, fromLng: string, toLng: string, latTest: string, lngTest: string) =>
    sql`(select count(*) from zarcodes, edges
         where ${location} <@ box(point(${sql.raw(fromLng)}::float8, ${sql.raw(fromLat)}::float8), point(${sql.raw(toLng)}::float8, ${sql.raw(toLat)}::float8))
           and ${sql.raw(latTest)} and ${sql.raw(lngTest)})`;
  const wholeWidth = 'longitude >= w and longitude <= e';
  const innerRows = 'latitude >= a and latitude < b';
  const result = await db.execute(sql`
    with bounds as (
      select ${south} as s, ${north} as n, ${west} as w, ${east} as e
    ), lines as (
      select *, least(ceil(s * 100) / 100, n) as a, least(ceil(w * 100) / 100, e) as c from bounds
    ), edges as (
      select *, greatest(floor(n * 100) / 100, a) as b, greatest(floor(e * 100) / 100, c) as d from lines
    ), cells as (
      -- The same lines as cell numbers, integers, so the primary key serves the range.
      select ceil(a * 100)::integer as first_row, ceil(b * 100)::integer as end_row,
             ceil(c * 100)::integer as first_column, ceil(d * 100)::integer as end_column
      from edges
    )
    select
      (select coalesce(sum(codes), 0) from zarcode_grid_counts, cells
        where cell_lat >= first_row and cell_lat < end_row and cell_lng >= first_column and cell_lng < end_column)
      + ${strip('s', 'a', 'w', 'e', 'latitude >= s and latitude < a', wholeWidth)}
      + ${strip('b', 'n', 'w', 'e', 'latitude >= b and latitude <= n', wholeWidth)}
      + ${strip('a', 'b', 'w', 'c', innerRows, 'longitude >= w and longitude < c')}
      + ${strip('a', 'b', 'd', 'e', innerRows, 'longitude >= d and longitude <= e')}
      as total`);
  const [row] = (result as unknown as { rows: { total: string | number }[] }).rows;
  return Number(row?.total ?? 0);
}
