import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/utils';
import { FilterInput } from './filter-input';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface ListCardProps {
  /** The heading's id: the table and the phone list name themselves by it. */
  headingId: string;
  title: string;
  filter: { id: string; label: string; value: string; onChange(value: string): void };
  /** The list's query; while the next page loads (placeholder data), the previous one shows faded. */
  list: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; data?: { zarcodes: readonly unknown[] } };
  /** What the list was asked for: with a search, the empty state says to try another. */
  search: string;
  /** The empty state's hint when nothing is searched for: how to make a first code. */
  firstCodeHint: string;
  /** The rows: shown once there are some. */
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/**
 * A card holding a searchable list of codes: its heading and filter box, then skeleton rows while
 * loading, the failure, the empty state, or the rows (faded while the next page loads), and a footer.
 */
export function ListCard({ headingId, title, filter, list, search, firstCodeHint, children, footer }: ListCardProps) {
  const { t } = useTranslation('app');
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <FilterInput {...filter} placeholder={t('filterCodes')} className="sm:w-72" />
      </div>
      {list.isPending ? (
        <div className="space-y-3 p-4 sm:p-5" aria-busy>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="p-5 text-sm text-destructive">
          {t('codesFailed')}
        </p>
      ) : !list.data?.zarcodes.length ? (
        <div className="px-5 py-10 text-center">
          <p className="font-medium text-slate-900">{t('noCodes')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{search ? t('tryAnotherSearch') : firstCodeHint}</p>
        </div>
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>{children}</div>
      )}
      {footer}
    </Card>
  );
}
