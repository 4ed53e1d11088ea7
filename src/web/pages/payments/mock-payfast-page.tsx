import { CreditCard, Lock } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import { formatRand } from '../../../domain/pricing/pricing';
import { errorText } from '../../api/client';
import { useCancelPaymentMutation, useCompleteMockPaymentMutation, usePaymentQuery } from '../../api/payments';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { PaymentProblem } from './parts/payment-problem';
import { DetailLine, PaymentFrame } from './parts/page-frame';
import { mockTransactionId, withPaymentId } from './parts/payment-rules';
import { usePaymentIdParam } from './parts/use-payment-id';

/**
 * /payment/mock-payfast: the gateway of mock mode. It looks like a card payment page so the flow can
 * be tried end to end; Complete asks the server to confirm (it refuses once PayFast is on), Cancel
 * gives the payment up.
 */
export function MockPayfastPage() {
  usePageTitle('Mock PayFast');
  const paymentId = usePaymentIdParam();
  const navigate = useNavigate();
  const payment = usePaymentQuery(paymentId);
  const complete = useCompleteMockPaymentMutation();
  const cancel = useCancelPaymentMutation();
  const isBusy = complete.isPending || cancel.isPending;

  const failed = (title: string) => (error: Error) =>
    toast({
      title,
      description: errorText(error),
      variant: 'destructive',
    });

  const handleComplete = () => {
    if (!paymentId) return;
    complete.mutate(
      { id: paymentId, transactionId: mockTransactionId() },
      {
        onSuccess: () => void navigate(withPaymentId(paths.paymentSuccess(), paymentId)),
        onError: failed('Payment failed'),
      },
    );
  };

  const handleCancel = () => {
    if (!paymentId) return;
    cancel.mutate(paymentId, {
      onSuccess: () => void navigate(withPaymentId(paths.paymentCancel(), paymentId)),
      onError: failed('Cancel failed'),
    });
  };

  if (!paymentId || payment.isError) {
    return (
      <PaymentFrame>
        <PaymentProblem title="Payment not found" message="This payment link is not valid. Start again from the payment page." />
      </PaymentFrame>
    );
  }

  const data = payment.data;
  return (
    <div className="min-h-[70vh] bg-slate-100 px-4 py-6 sm:py-12">
      <div className="mx-auto w-full max-w-md overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
        <header className="flex items-center justify-between gap-3 bg-[#022d52] px-5 py-4 text-white">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <CreditCard className="size-5" aria-hidden />
            PayFast
            <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-semibold text-slate-900">MOCK</span>
          </p>
          <Lock className="size-4 opacity-80" aria-label="Secure" />
        </header>
        <div className="space-y-5 p-5">
          <h1 className="text-xl font-semibold text-slate-900">Mock payment gateway</h1>
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Using mock payment system for testing. No real payments will be processed.
          </p>
          {data ? (
            <dl className="space-y-2 text-sm">
              <DetailLine label="Merchant" valueClassName="font-medium">{PRODUCT_NAME}</DetailLine>
              <DetailLine label="Item" valueClassName="text-right font-medium">{data.itemName}</DetailLine>
              {data.itemDescription ? (
                <DetailLine label="Description" valueClassName="text-right">{data.itemDescription}</DetailLine>
              ) : null}
              <div className="flex items-baseline justify-between gap-4 border-t pt-3">
                <dt className="font-semibold">Amount due</dt>
                <dd className="text-2xl font-bold tabular-nums" aria-label="Amount due">
                  {formatRand(data.amount)}
                </dd>
              </div>
            </dl>
          ) : (
            <Skeleton className="h-28 w-full" />
          )}
          {data && data.status !== 'pending' ? (
            <p className="text-sm text-slate-700">
              {`This payment is ${data.status === 'complete' ? 'already complete' : data.status}. `}
              <Link
                to={withPaymentId(data.status === 'complete' ? paths.paymentSuccess() : paths.paymentCancel(), data.id)}
                className="font-medium text-brand-700 hover:underline"
              >
                Continue
              </Link>
            </p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              <Button size="lg" onClick={handleComplete} disabled={!data || isBusy}>
                {complete.isPending ? <Spinner /> : null}
                Complete payment
              </Button>
              <Button size="lg" variant="outline" onClick={handleCancel} disabled={!data || isBusy}>
                {cancel.isPending ? <Spinner /> : null}
                Cancel payment
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
