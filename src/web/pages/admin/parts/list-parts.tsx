import type * as React from 'react';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { Pagination } from '../../../../domain/api/schemas';
import { ListPagination } from '../../../components/list-pagination';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

// The parts every admin list shares: the loading rows, the empty states, the filters' state and the table
// (filter fields: parts/filters.tsx; pages: components/list-pagination).

/** Grey rows where a table's rows will be. */
function TableRowsSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="grid gap-3 p-4" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-10" />
      ))}
    </div>
  );
}

/** Grey rows in the shape of the list, while its first page loads. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <Card className="grid gap-3 p-4" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-3 w-4/5" />
        </div>
      ))}
    </Card>
  );
}

/** What an empty list says: nothing yet, or nothing matching the filters. */
export function EmptyList({ title, hint }: { title: string; hint: string }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <Inbox className="size-5" />
      </span>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
    </Card>
  );
}

/** What a table's card shows when nothing matches: a title and a hint. */
export function EmptyState({ title, hint, children }: { title: string; hint: string; children?: React.ReactNode }) {
  return (
    <div className="grid justify-items-center gap-1 p-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-muted-foreground">{hint}</p>
      {children}
    </div>
  );
}

/** A list's filters and page: any filter change goes back to page 1. */
export function useListFilters<T extends { page: number }>(initial: T) {
  const [filters, setFilters] = useState<T>(initial);
  const setFilter = <K extends Exclude<keyof T, 'page'>>(key: K, value: T[K]) => setFilters((current) => ({ ...current, [key]: value, page: 1 }));
  return {
    filters,
    setFilter,
    /** A filter field's value and its change, for a FilterInput or FilterSelect: `{...filterField('status')}`. */
    filterField: <K extends Exclude<keyof T, 'page'>>(key: K) => ({ value: filters[key], onValue: (value: T[K]) => setFilter(key, value) }),
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
 * nothing matches, then a row each (`row` renders one) and the pages under the card, if any.
 */
export function AdminTable<T>({
  label,
  items,
  pagination,
  onPageChange,
  columns,
  empty,
  row,
}: {
  /** What the table lists ("Users"), its name for assistive technology. */
  label: string;
  /** The page's items; undefined while it loads. */
  items: readonly T[] | undefined;
  /** The pages under the card; a list on one page has none. */
  pagination?: Pagination | undefined;
  onPageChange?(page: number): void;
  columns: readonly AdminColumn[];
  empty: { title: string; hint: string };
  row(item: T): React.ReactNode;
}) {
  return (
    <>
      <Card className="min-w-0">
        {!items ? (
          <TableRowsSkeleton />
        ) : items.length === 0 ? (
          <EmptyState title={empty.title} hint={empty.hint} />
        ) : (
          <Table aria-label={label}>
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
      {pagination && onPageChange ? <ListPagination pagination={pagination} onPageChange={onPageChange} /> : null}
    </>
  );
}

/** A list's totals over every page: a tile each, in two columns on phones and four on wide screens. */
export function TotalTiles({ tiles }: { tiles: readonly { label: string; value: string }[] }) {
  return (
    <dl aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.label} className="p-4">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900 sm:text-xl">{tile.value}</dd>
        </Card>
      ))}
    </dl>
  );
}
