import { Package, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentRecord } from '../../../domain/payments/schemas';
import { formatRand } from '../../../domain/pricing/pricing';
import { useMyPaymentsQuery } from '../../api/payments';
import { PaymentStatusBadge } from '../../components/payments/payment-status-badge';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ListPagination } from '../../components/list-pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { ReceiptDialog } from './parts/receipt';

/** /payments: the user's payments, newest first, each with a printable receipt. */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const locale = useLanguageTag();
  usePageTitle(t('app:payments'));
  const [page, setPage] = useState(1);
  const payments = useMyPaymentsQuery(page);
  const [receipt, setReceipt] = useState<PaymentRecord | null>(null);
  const list = payments.data?.payments ?? [];
  const pagination = payments.data?.pagination;

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('app:payments')}</h1>
          <p className="mt-1 text-muted-foreground">{t('listIntro')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.payment({ bundle: 'starter' })}>
            <Package aria-hidden />
            {t('dashboard:buyBundle')}
          </Link>
        </Button>
      </header>

      {payments.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('listFailed')}</AlertTitle>
          <AlertDescription>{t('reloadToTry')}</AlertDescription>
        </Alert>
      ) : payments.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-900">{t('noPayments')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('noPaymentsHint')}</p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label={t('paymentsList')}>
          {list.map((payment) => (
            <li key={payment.id}>
              <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold text-slate-900">{payment.itemName}</h2>
                    <PaymentStatusBadge status={payment.status} />
                  </div>
                  {payment.itemDescription ? <p className="truncate text-sm text-slate-700">{payment.itemDescription}</p> : null}
                  <p className="text-xs text-muted-foreground">
                    {formatDateTime(payment.createdAt, locale)}
                    {payment.zarcode ? (
                      <>
                        {' · '}
                        <Link to={paths.code(payment.zarcode)} className="font-mono font-medium text-brand-700 hover:underline">
                          {payment.zarcode}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="flex items-end justify-between gap-4 sm:flex-col sm:items-end sm:gap-1">
                  <dl className="text-sm sm:text-right">
                    <div>
                      <dt className="sr-only">{t('amount')}</dt>
                      <dd className="text-lg font-bold tabular-nums text-slate-900">{formatRand(payment.amount)}</dd>
                    </div>
                    <div className="text-xs text-muted-foreground">
                      <dt className="inline">{t('vat')} </dt>
                      <dd className="inline tabular-nums">{formatRand(payment.vatAmount)}</dd>
                    </div>
                    {payment.voucherCode ? (
                      <div className="text-xs text-brand-800">
                        <dt className="inline">{t('voucher')} </dt>
                        <dd className="inline">{`${payment.voucherCode} (-${formatRand(payment.discount)})`}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setReceipt(payment)}
                    aria-label={t('receiptFor', { item: payment.itemName, date: formatDateTime(payment.createdAt, locale) })}
                  >
                    <Receipt aria-hidden />
                    {t('receipt')}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {pagination ? <ListPagination pagination={pagination} onPageChange={setPage} /> : null}

      <ReceiptDialog payment={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}
