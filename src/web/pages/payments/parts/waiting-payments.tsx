import { Clock, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentRecord } from '../../../../domain/payments/schemas';
import { formatRand } from '../../../../domain/pricing/pricing';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../paths';
import { usePaymentWords } from './payment-words';

/**
 * On /payment: the payments the user started and left at the gateway that may still be finished,
 * each with Resume (the same payment, at its price). The one started for the code kept on this
 * device may instead be given up to start again (`onStartAgain`), e.g. with another voucher.
 */
export function WaitingPayments({
  payments,
  keptPaymentId,
  busyId,
  onResume,
  onStartAgain,
}: {
  payments: PaymentRecord[];
  keptPaymentId: string | null;
  /** The payment being resumed or given up, whose buttons wait. */
  busyId: string | null;
  onResume: (payment: PaymentRecord) => void;
  onStartAgain: (payment: PaymentRecord) => void;
}) {
  const { t } = useTranslation('payments');
  const { itemName, dateTime } = usePaymentWords();
  if (payments.length === 0) return null;
  return (
    <Card className="border-amber-300 bg-amber-50/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-5 shrink-0 text-amber-700" aria-hidden />
          {t('waiting.title', { count: payments.length })}
        </CardTitle>
        <CardDescription>{t('waiting.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="space-y-3" aria-label={t('waiting.listLabel')}>
          {payments.map((payment) => {
            const name = itemName(payment);
            const isBusy = busyId === payment.id;
            return (
              <li key={payment.id} className="space-y-2 rounded-lg border border-border bg-card p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="min-w-0 font-medium text-slate-900">
                    {name}
                    {payment.itemDescription ? <span className="block truncate text-sm font-normal text-slate-700">{payment.itemDescription}</span> : null}
                  </p>
                  <p className="text-lg font-bold tabular-nums text-slate-900">{formatRand(payment.amount)}</p>
                </div>
                <p className="text-xs text-muted-foreground">
                  {payment.voucherCode ? `${t('waiting.withVoucher', { code: payment.voucherCode })} · ` : ''}
                  {t('pending.waiting', { time: dateTime(payment.resumableUntil!) })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" className="flex-1 sm:flex-none" onClick={() => onResume(payment)} disabled={busyId !== null}>
                    {isBusy ? <Spinner /> : <Play aria-hidden />}
                    {t('waiting.resume')}
                  </Button>
                  {payment.id === keptPaymentId ? (
                    <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={() => onStartAgain(payment)} disabled={busyId !== null}>
                      <RotateCcw aria-hidden />
                      {t('waiting.startAgain')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-sm">
          <Link to={paths.payments()} className="font-medium text-brand-700 hover:underline">
            {t('waiting.allPayments')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
