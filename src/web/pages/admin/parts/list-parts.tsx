import type * as React from 'react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

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
