import { sql } from 'drizzle-orm';
import type { InBoundsQuery } from '../../../domain/zarcode/schemas';
import { selectRows, type Queryable } from '../../db/client';

/**
 * How many codes lie within a box, edges included.
 *
 * A city-sized box holds 100,000 codes and more, too many to count one by one on every pan of the
 * map. So the whole 0.01-degree cells inside the box come from zarcode_grid_counts (kept by
 * triggers), and only the codes in the four strips between those cells and the box's edges are
 * counted, each strip from the location index alone (it includes the coordinates). The SQL is the
 * function zarcodes_in_bounds of migration 0006, planned once per connection.
 */
export async function countZarcodesInBounds(db: Queryable, box: InBoundsQuery): Promise<number> {
  const [row] = await selectRows<{ total: string | number }>(
    db,
    sql`select zarcodes_in_bounds(${box.sw_lat}::numeric, ${box.ne_lat}::numeric, ${box.sw_lng}::numeric, ${box.ne_lng}::numeric) as total`,
  );
  return Number(row?.total ?? 0);
}
