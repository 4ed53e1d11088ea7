import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../domain/brand';
import { cn } from '../lib/utils';

/** The product mark and name, linking to `to`. */
export function Logo({ to, className, inverted = false }: { to: string; className?: string; inverted?: boolean }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight', className)}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <span
        className={cn(
          'flex size-8 items-center justify-center rounded-lg',
          inverted ? 'bg-white text-brand-700' : 'bg-primary text-primary-foreground',
        )}
        aria-hidden
      >
        <MapPin className="size-5" strokeWidth={2.5} />
      </span>
      <span className={cn('text-lg', inverted ? 'text-white' : 'text-slate-900')}>{PRODUCT_NAME}</span>
    </Link>
  );
}
