import type { LucideIcon } from 'lucide-react';
import { useLanguageTag } from '../lib/i18n';
import { cn } from '../lib/utils';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

export interface StatTile {
  label: string;
  icon: LucideIcon;
  /** Null or undefined when the figures could not be read: a dash. */
  value: number | null | undefined;
}

const WIDE_COLUMNS: Record<number, string> = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** Figures in tiles, each a term and its value; a skeleton while loading, a dash when they could not be read. */
export function StatTiles({ label, tiles, isLoading }: { label: string; tiles: StatTile[]; isLoading: boolean }) {
  const number = new Intl.NumberFormat(useLanguageTag());
  return (
    <section aria-label={label}>
      <dl className={cn('grid grid-cols-2 gap-3', WIDE_COLUMNS[tiles.length])}>
        {tiles.map(({ label: term, icon: Icon, value }) => (
          // The tile is the dl's group (a div holding its dt and dd); the icon sits in the term, drawn at the tile's left.
          <Card key={term} className="relative flex min-w-0 flex-col-reverse justify-center p-4 sm:p-5 sm:pl-[4.75rem]">
            {/* Wraps: a term in isiZulu or isiXhosa is longer than a phone's half-width tile. */}
            <dt className="text-xs font-medium text-muted-foreground wrap-anywhere sm:text-sm">
              <span
                className="absolute left-5 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex"
                aria-hidden
              >
                <Icon className="size-5" />
              </span>
              {term}
            </dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900">
              {isLoading ? <Skeleton className="my-1 h-6 w-10" /> : value !== null && value !== undefined ? number.format(value) : '—'}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
