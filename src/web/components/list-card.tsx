import type * as React from 'react';
import { cn } from '../lib/utils';
import { FilterInput } from './filter-input';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface ListCardProps {
  /** The heading's id: the table and the phone list name themselves by it. */
  headingId: string;
  title: string;
  filter: { id: string; label: string; value: string; onChange(value: string): void };
  isPending: boolean;
  isError: boolean;
  /** True when the list answered with no rows. */
  isEmpty: boolean;
  /** While the next page loads, the previous one shows faded. */
  isStale: boolean;
  errorText: string;
  emptyTitle: string;
  emptyHint: string;
  /** The rows: shown once there are some. */
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/**
 * A card holding a searchable list: its heading and filter box, then skeleton rows while loading,
 * the failure, the empty state, or the rows (faded while the next page loads), and a footer.
 */
export function ListCard({
  headingId,
  title,
  filter,
  isPending,
  isError,
  isEmpty,
  isStale,
  errorText,
  emptyTitle,
  emptyHint,
  children,
  footer,
}: ListCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <FilterInput {...filter} placeholder="Filter by title, code or place" className="sm:w-72" />
      </div>
      {isPending ? (
        <div className="space-y-3 p-4 sm:p-5" aria-busy>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="p-5 text-sm text-destructive">
          {errorText}
        </p>
      ) : isEmpty ? (
        <div className="px-5 py-10 text-center">
          <p className="font-medium text-slate-900">{emptyTitle}</p>
          <p className="mt-1 text-sm text-muted-foreground">{emptyHint}</p>
        </div>
      ) : (
        <div className={cn(isStale && 'opacity-60 transition-opacity')}>{children}</div>
      )}
      {footer}
    </Card>
  );
}
