import { Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaymentRecord } from '../../../domain/payments/schemas';
import { formatRand } from '../../../domain/pricing/pricing';
import { ApiError, errorText } from '../../api/client';
import { useCancelPaymentMutation, useMyPaymentsQuery, useResumePaymentMutation } from '../../api/payments';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPagination } from '../../components/list-pagination';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { forgetPendingPayment, readPendingZarcode } from '../../lib/pending-zarcode';
import { useNow } from '../../lib/use-now';
import { localMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { BundlesSection } from './parts/bundles-section';
import { useGateway } from './parts/gateway';
import { PaymentCard } from './parts/payment-card';
import { usePaymentWords } from './parts/payment-words';
import { ReceiptDialog } from './parts/receipt';

/** Where "Start again" leads for a payment past resuming: the same bundle, or the code's kept form (else the generator). */
function startAgainPath(payment: PaymentRecord): string {
  if (payment.product === 'bundle' && payment.bundleType) return paths.payment({ bundle: payment.bundleType });
  return readPendingZarcode()?.paymentId === payment.id ? paths.payment() : paths.generator();
}

/**
 * /payments: the user's payments, newest first: a receipt for each completed one, Resume and Cancel
 * for one left at the gateway; then their bundles, used and expired ones too, with the totals.
 */
export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const { itemName } = usePaymentWords();
  usePageTitle(t('title'));
  const [page, setPage] = useState(1);
  const payments = useMyPaymentsQuery(page);
  const now = useNow();
  const [receiptId, setReceiptId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<PaymentRecord | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const resume = useResumePaymentMutation();
  const cancel = useCancelPaymentMutation();
  const gateway = useGateway();
  const list = payments.data?.payments ?? [];
  const pagination = payments.data?.pagination;

  const handleResume = (payment: PaymentRecord) => {
    resume.mutate(payment.id, {
      onSuccess: gateway.goToGateway,
      onError: (error) => {
        // The server has the last word (the time ran out, payments now go another way): said on the card.
        if (error instanceof ApiError && (error.status === 409 || error.status === 503)) {
          setRefusals((current) => ({ ...current, [payment.id]: localMessage(errorText(error)) }));
          void payments.refetch();
          return;
        }
        toast({ title: t('list.resumeFailed'), description: localMessage(errorText(error)), variant: 'destructive' });
      },
    });
  };

  const handleCancel = () => {
    if (!cancelling) return;
    const { id } = cancelling;
    cancel.mutate(id, {
      onSuccess: () => {
        forgetPendingPayment(id);
        setCancelling(null);
        toast({ title: t('cancel.done') });
      },
      onError: (error) => {
        setCancelling(null);
        toast({ title: t('cancel.failed'), description: localMessage(errorText(error)), variant: 'destructive' });
        void payments.refetch();
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('intro')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.payment({ bundle: 'starter' })}>
            <Package aria-hidden />
            {t('buyBundle')}
          </Link>
        </Button>
      </header>

      <section aria-label={t('list.label')} className="space-y-3">
        {payments.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{t('list.loadFailed')}</AlertTitle>
            <AlertDescription>{t('list.reloadHint')}</AlertDescription>
          </Alert>
        ) : payments.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : list.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="font-medium text-slate-900">{t('list.empty')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('list.emptyHint')}</p>
          </Card>
        ) : (
          <ul className="space-y-3" aria-label={t('list.label')}>
            {list.map((payment) => (
              <li key={payment.id}>
                <PaymentCard
                  payment={payment}
                  now={now}
                  startAgainPath={startAgainPath(payment)}
                  isResuming={(resume.isPending && resume.variables === payment.id) || gateway.isRedirecting}
                  refusal={refusals[payment.id] ?? null}
                  onResume={() => handleResume(payment)}
                  onCancel={() => setCancelling(payment)}
                  onReceipt={() => setReceiptId(payment.id)}
                />
              </li>
            ))}
          </ul>
        )}
        {pagination ? <ListPagination pagination={pagination} onPageChange={setPage} /> : null}
      </section>

      <BundlesSection />

      <ReceiptDialog paymentId={receiptId} onClose={() => setReceiptId(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        description={cancelling ? t('cancel.text', { item: itemName(cancelling), amount: formatRand(cancelling.amount) }) : ''}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        isPending={cancel.isPending}
        onConfirm={handleCancel}
        onCancel={() => setCancelling(null)}
      />
      {gateway.form}
    </div>
  );
}
