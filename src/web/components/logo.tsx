import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../domain/brand';
import { cn } from '../lib/utils';

/** The product mark and name; a link home when `to` is given (one such link per page header). */
export function Logo({ to, className }: { to?: string; className?: string }) {
  const { t } = useTranslation();
  const content = (
    <>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden>
        <MapPin className="size-5" strokeWidth={2.5} />
      </span>
      <span className="text-lg text-slate-900">{PRODUCT_NAME}</span>
    </>
  );
  const classes = cn('inline-flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight', className);
  if (!to) return <span className={classes}>{content}</span>;
  return (
    <Link to={to} className={classes} aria-label={t('home')}>
      {content}
    </Link>
  );
}
