import type * as React from 'react';
import { FilterInput } from '../../../components/filter-input';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';

export interface CardGridSectionProps {
  /** The heading's id: the section is named by it. */
  headingId: string;
  title: string;
  filter: { id: string; label: string; value: string; onChange(value: string): void; placeholder: string };
  /** Grey cards while the list loads, the error when it failed, the empty card when nothing matches. */
  state: 'loading' | 'failed' | 'empty' | 'shown';
  /** The height of a grey card, as a class: the height of a real one. */
  skeletonClassName: string;
  failedText?: string;
  empty: { title: string; hint: string };
  /** While the next page loads, the cards show faded. */
  isStale?: boolean;
  /** The cards, each an `<li>`. */
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/** A searchable list of link cards in one, two or three columns: the creators on /creators, a creator's codes on their page. */
export function CardGridSection({ headingId, title, filter, state, skeletonClassName, failedText, empty, isStale, children, footer }: CardGridSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <FilterInput {...filter} className="sm:w-72" />
      </div>
      {state === 'loading' ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className={skeletonClassName} />
          ))}
        </div>
      ) : state === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {failedText}
        </p>
      ) : state === 'empty' ? (
        <Card className="px-5 py-10 text-center">
          <p className="font-medium text-slate-900">{empty.title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{empty.hint}</p>
        </Card>
      ) : (
        <ul className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3', isStale && 'opacity-60')}>{children}</ul>
      )}
      {footer}
    </section>
  );
}
