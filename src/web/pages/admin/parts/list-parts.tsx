import type * as React from 'react';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';

// The parts every admin list shares: filters, the loading rows and the empty state (pages: components/list-pagination).

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** A filter chosen from a few values; '' is "all". */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The search box of a list. */
export function SearchFilter({
  id,
  label = 'Search',
  value,
  placeholder,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Input id={id} type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

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
