import { CircleSlash, Play, Receipt, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_RESUME_HOURS } from '../../../../domain/payments/payments';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { VOUCHER_HOLD_MINUTES } from '../../../../domain/vouchers/vouchers';
import { PaymentStatusBadge } from '../../../components/payments/payment-status-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../paths';
import { isResumable } from './payment-rules';
import { usePaymentWords } from './payment-words';

/**
 * One payment on /payments: what it bought, its amount with VAT and voucher, and what its buyer may do
 * with it: a completed one has a receipt; a pending one is resumed (while it may be) or cancelled,
 * and one past resuming says so and offers to start again (`startAgainPath`).
 */
export function PaymentCard({
  payment,
  now,
  startAgainPath,
  isResuming,
  refusal,
  onResume,
  onCancel,
  onReceipt,
}: {
  payment: PaymentRecord;
  now: Date;
  startAgainPath: string;
  isResuming: boolean;
  /** Why the server would not resume it, when it said so. */
  refusal: string | null;
  onResume: () => void;
  onCancel: () => void;
  onReceipt: () => void;
}) {
  const { t } = useTranslation('payments');
  const { itemName, dateTime } = usePaymentWords();
  const name = itemName(payment);
  const when = dateTime(payment.createdAt);
  const isPending = payment.status === 'pending';
  const canResume = isPending && refusal === null && isResumable(payment, now);

  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-start sm:p-5">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">{name}</h2>
          <PaymentStatusBadge status={payment.status} />
        </div>
        {payment.itemDescription ? <p className="truncate text-sm text-slate-700">{payment.itemDescription}</p> : null}
        <p className="text-xs text-muted-foreground">
          {when}
          {payment.zarcode ? (
            <>
              {' · '}
              <Link to={paths.code(payment.zarcode)} className="font-mono font-medium text-brand-700 hover:underline">
                {payment.zarcode}
              </Link>
            </>
          ) : null}
        </p>
        {isPending ? (
          <p role={refusal ? 'alert' : undefined} className={refusal || !canResume ? 'text-sm text-amber-900' : 'text-sm text-slate-700'}>
            {refusal ??
              (canResume
                ? t('pending.waiting', { time: dateTime(payment.resumableUntil!) })
                : payment.voucherCode
                  ? t('pending.holdEnded', { minutes: VOUCHER_HOLD_MINUTES })
                  : t('pending.tooOld', { hours: PAYMENT_RESUME_HOURS }))}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:items-end">
        <dl className="text-sm sm:text-right">
          <div>
            <dt className="sr-only">{t('list.amount')}</dt>
            <dd className="text-lg font-bold tabular-nums text-slate-900">{formatRand(payment.amount)}</dd>
          </div>
          <div className="text-xs text-muted-foreground">
            <dt className="inline">{`${t('list.vat')} `}</dt>
            <dd className="inline tabular-nums">{formatRand(payment.vatAmount)}</dd>
          </div>
          {payment.voucherCode ? (
            <div className="text-xs text-brand-800">
              <dt className="inline">{`${t('list.voucher')} `}</dt>
              <dd className="inline">{`${payment.voucherCode} (-${formatRand(payment.discount)})`}</dd>
            </div>
          ) : null}
        </dl>

        {payment.status === 'complete' ? (
          <Button variant="outline" size="sm" onClick={onReceipt} aria-label={t('list.receiptFor', { item: name, date: when })}>
            <Receipt aria-hidden />
            {t('list.receipt')}
          </Button>
        ) : isPending ? (
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {canResume ? (
              <Button size="sm" className="flex-1 sm:flex-none" onClick={onResume} disabled={isResuming} aria-label={t('list.resumeFor', { item: name, date: when })}>
                {isResuming ? <Spinner /> : <Play aria-hidden />}
                {t('list.resume')}
              </Button>
            ) : (
              <Button asChild size="sm" className="flex-1 sm:flex-none">
                <Link to={startAgainPath}>
                  <RotateCcw aria-hidden />
                  {t('list.startAgain')}
                </Link>
              </Button>
            )}
            <Button variant="outline" size="sm" className="flex-1 sm:flex-none" onClick={onCancel} aria-label={t('list.cancelFor', { item: name, date: when })}>
              <CircleSlash aria-hidden />
              {t('list.cancel')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}
