import type { PaymentStatus } from '../../../../domain/payments/payments';
import { cn } from '../../../lib/utils';
import { STATUS_CLASSES, STATUS_LABELS } from './payment-rules';

export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[status], className)}>
      {STATUS_LABELS[status]}
    </span>
  );
}
