import { cn } from '../../lib/utils';

/**
 * A progress bar: `value` of `max` done, or moving back and forth while the size of the work is not
 * yet known (value null). Read by screen readers as a progressbar with its label.
 */
export function Progress({ value, max = 100, label, className }: { value: number | null; max?: number; label: string; className?: string }) {
  const percent = value === null || max <= 0 ? null : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand-600 transition-[width] duration-300', percent === null && 'w-1/3 animate-pulse')}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
