import { useTranslation } from 'react-i18next';
import english from '../../../domain/i18n/locales/en.json';
import type { PaymentStatus } from '../../../domain/payments/payments';
import { cn } from '../../lib/utils';

/** A payment's status as buyers and admins read it: the English words, for the admin area's lists and exports. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = english.payments.status;

const STATUS_CLASSES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  complete: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-900',
};

/** The status in its colour, in the reader's language (the admin area reads in English). */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  const { t } = useTranslation('payments');
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[status], className)}>
      {t(`status.${status}`)}
    </span>
  );
}
