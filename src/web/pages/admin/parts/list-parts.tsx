import type * as React from 'react';
import { useState } from 'react';
import type { Pagination } from '../../../../domain/api/schemas';
import { ListPagination } from '../../../components/list-pagination';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

// The parts every admin list shares: the loading rows, the empty state and the filters' state (filter fields:
// parts/filters.tsx; pages: components/list-pagination).

/** Grey rows where a list's rows will be. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="grid gap-3 p-4" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10" />
      ))}
    </div>
  );
}

/** What a list shows when nothing matches: a title and a hint. */
export function EmptyState({ title, hint, children }: { title: string; hint: string; children?: React.ReactNode }) {
  return (
    <div className="grid justify-items-center gap-1 p-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {children}
    </div>
  );
}

/** A list's filters and page: any filter change goes back to page 1 (document 2, section 4). */
export function useListFilters<T extends { page: number }>(initial: T) {
  const [filters, setFilters] = useState<T>(initial);
  return {
    filters,
    setFilter: (key: Exclude<keyof T, 'page'>, value: string) => setFilters((current) => ({ ...current, [key]: value, page: 1 })),
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
    reset: (next: T = initial) => setFilters(next),
  };
}

/** A column's heading, and the classes that hide it on small screens or align it. */
export interface AdminColumn {
  title: string;
  className?: string;
}

/**
 * An admin list as a table in a card: grey rows until its page has loaded, the empty state when
 * nothing matches, then a row each (`row` renders one) and the pages under the card.
 */
export function AdminTable<T>({
  items,
  pagination,
  onPageChange,
  columns,
  empty,
  row,
}: {
  /** The page's items; undefined while it loads. */
  items: readonly T[] | undefined;
  pagination: Pagination | undefined;
  onPageChange(page: number): void;
  columns: readonly AdminColumn[];
  empty: { title: string; hint: string };
  row(item: T): React.ReactNode;
}) {
  return (
    <>
      <Card className="min-w-0">
        {!items ? (
          <ListSkeleton />
        ) : items.length === 0 ? (
          <EmptyState title={empty.title} hint={empty.hint} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column.title} className={column.className}>
                    {column.title}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>{items.map(row)}</TableBody>
          </Table>
        )}
      </Card>
      {pagination ? <ListPagination pagination={pagination} onPageChange={onPageChange} /> : null}
    </>
  );
}
