import * as React from 'react';
import { cn } from '../../lib/utils';

/** A table's name, which its scroll area shares: every table says what it lists. */
type TableName = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

/**
 * Plain table parts in the shadcn manner; the wrapper scrolls sideways rather than squeezing columns.
 * While the table is wider than its wrapper, the wrapper is a named region in the tab order, so a
 * keyboard can reach it and scroll it with the arrow keys.
 */
export function Table({ className, ...props }: Omit<React.ComponentProps<'table'>, 'aria-label' | 'aria-labelledby'> & TableName) {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const isScrollable = useIsScrollableSideways(scrollRef);
  return (
    <div
      ref={scrollRef}
      className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...(isScrollable
        ? { role: 'region', tabIndex: 0, 'aria-label': props['aria-label'], 'aria-labelledby': props['aria-labelledby'] }
        : {})}
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

/** Whether the element's content is wider than the element, kept up to date as either resizes. */
function useIsScrollableSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = React.useState(false);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsScrollable(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors hover:bg-muted/50', className)} {...props} />;
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      className={cn('h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('px-3 py-3 align-top', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
