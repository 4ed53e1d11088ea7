import { sql } from 'drizzle-orm';
import type { InBoundsQuery } from '../../../domain/zarcode/schemas';
import { selectRows, type Queryable } from '../../db/client';

/**
 * How many codes lie within a box, edges included.
 *
 * A city-sized box holds a million codes and more at national scale, a province's several million:
 * far too many to count one by one on every pan of the map. So zarcode_grid_counts keeps (by
 * triggers) how many codes lie in each cell of four nested grids, of 1, 0.1, 0.01 and 0.001 degree,
 * and the database function zarcodes_in_bounds sums the whole 1-degree cells inside the box, then the
 * whole 0.1-degree cells in the bands left around them, and so on down to 0.001 degree; only the
 * codes in the four thin strips left at the box's edges are counted one by one, from two indexes
 * that file each code under its row (or column) of 0.0001 degree and then its longitude (or
 * latitude), so a strip is a few ranges of an index, read without the table. The function is PL/pgSQL, so each connection plans
 * its queries once. The count is exact: every code falls in exactly one of those parts.
 */
export async function countZarcodesInBounds(db: Queryable, box: InBoundsQuery): Promise<number> {
  const [row] = await selectRows<{ total: string | number }>(
    db,
    sql`select zarcodes_in_bounds(${box.sw_lat}::numeric, ${box.ne_lat}::numeric, ${box.sw_lng}::numeric, ${box.ne_lng}::numeric) as total`,
  );
  return Number(row?.total ?? 0);
}
