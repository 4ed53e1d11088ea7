import type { PaymentStatus } from '../../../domain/payments/payments';
import { cn } from '../../lib/utils';

/** A payment's status as buyers and admins read it. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  complete: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

const STATUS_CLASSES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  complete: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-900',
};

/** The status in its colour; `label` in the page's language where the page is translated. */
export function PaymentStatusBadge({ status, label, className }: { status: PaymentStatus; label?: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[status], className)}>
      {label ?? PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
