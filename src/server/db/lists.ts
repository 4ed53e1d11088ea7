import { desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

// How lists are read: the order their pages follow, where a page starts, and a page with its total.

/** The newest first; the id breaks ties, so that no row shows on two pages, or on none. */
export const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [desc(table.createdAt), desc(table.id)];

/** Which page of a list, of how many rows (pages count from 1). */
export interface PageQuery {
  page: number;
  limit: number;
}

/** How many rows come before a page of a list. */
export const offsetOf = ({ page, limit }: PageQuery) => (page - 1) * limit;

/**
 * One page, in `order`, of the rows that `select` reads (it may join and filter; `.$dynamic()`, as
 * Drizzle asks of a query that a function goes on building).
 */
export function pageOf<T extends PgSelect>(select: T, order: SQL[], query: PageQuery): T {
  return select.orderBy(...order).limit(query.limit).offset(offsetOf(query));
}

/**
 * A page of the newest rows of `table` matching `where`, read by `select` (from `table`, and any
 * tables it joins), and how many rows match: they are counted in `table` alone, so `where` names
 * only its columns.
 */
export async function newestPage<T extends PgSelect>(
  db: Queryable,
  list: { table: PgTable & { createdAt: AnyColumn; id: AnyColumn }; select: { $dynamic(): T }; where: SQL | undefined },
  query: PageQuery,
): Promise<{ rows: Awaited<T>; total: number }> {
  const { table, select, where } = list;
  const [rows, total] = await Promise.all([
    pageOf(select.$dynamic().where(where), newestFirst(table), query),
    db.$count(table, where),
  ]);
  return { rows, total };
}
