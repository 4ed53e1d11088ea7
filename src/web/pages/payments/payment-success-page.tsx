import { CheckCircle2, Copy, Eye, Package, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { BUNDLES } from '../../../domain/bundles/bundles';
import { formatRand } from '../../../domain/pricing/pricing';
import { usePaymentQuery } from '../../api/payments';
import { copyCode } from '../../components/share/copy-code-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatDate, formatRate } from '../../lib/format';
import { trackPurchase, trackZarcodeGenerated } from '../../lib/analytics';
import { forgetPendingPayment } from '../../lib/pending-zarcode';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { PaymentProblem } from './parts/payment-problem';
import { MoneyLine, PaymentFrame } from './parts/page-frame';
import { usePaymentIdParam } from './parts/use-payment-id';

/**
 * /payment/success (PayFast's return_url and the mock gateway's Complete): asks for the payment until
 * it is no longer pending, and only then shows what it granted. PayFast returns the buyer before its
 * notification may have arrived, so "waiting" is a real state here, never success.
 */
export function PaymentSuccessPage() {
  usePageTitle('Payment');
  const paymentId = usePaymentIdParam();
  const payment = usePaymentQuery(paymentId, { pollWhilePending: true });
  const data = payment.data;
  const isGranted = data?.status === 'complete' && Boolean(data.grantedZarcode || data.grantedBundle);

  useEffect(() => {
    if (data?.status === 'complete' && data.product === 'zarcode') forgetPendingPayment(data.id);
  }, [data?.status, data?.product, data?.id]);

  // Once per payment (analytics remembers the ids it has reported), however often this page shows.
  const grantedProvince = data?.grantedZarcode?.province;
  useEffect(() => {
    if (!isGranted || !data) return;
    const isNew = trackPurchase({ id: data.id, amount: data.amount });
    if (isNew && data.product === 'zarcode') trackZarcodeGenerated('payment', grantedProvince);
  }, [isGranted, data, grantedProvince]);

  if (!paymentId || payment.isError) {
    return (
      <PaymentFrame>
        <PaymentProblem title="Payment not found" message="We could not find this payment. Your payments are listed under My payments." />
      </PaymentFrame>
    );
  }

  if (!data || data.status === 'pending' || (data.status === 'complete' && !isGranted)) {
    return (
      <PaymentFrame>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
            <Spinner className="size-10 text-brand-700" />
            <div role="status" className="space-y-1">
              <h1 className="text-xl font-semibold text-slate-900">Waiting for payment confirmation...</h1>
              <p className="text-sm text-muted-foreground">
                {`We are waiting for PayFast to confirm your payment. This page updates by itself; please keep it open.`}
              </p>
            </div>
          </CardContent>
        </Card>
      </PaymentFrame>
    );
  }

  if (data.status === 'cancelled' || data.status === 'failed') {
    const retry = data.product === 'bundle' && data.bundleType ? paths.payment({ bundle: data.bundleType }) : paths.payment();
    return (
      <PaymentFrame>
        <Alert variant="destructive">
          <XCircle aria-hidden />
          <AlertTitle>{data.status === 'cancelled' ? 'Payment cancelled' : 'Payment failed'}</AlertTitle>
          <AlertDescription>
            <p>No money was taken for this payment and nothing was created.</p>
            <Button asChild size="sm" className="mt-3">
              <Link to={retry}>Try again</Link>
            </Button>
          </AlertDescription>
        </Alert>
      </PaymentFrame>
    );
  }

  const code = data.grantedZarcode;
  const bundle = data.grantedBundle;
  return (
    <PaymentFrame>
      <div role="status" className="flex flex-col items-center gap-2 text-center">
        <CheckCircle2 className="size-12 text-brand-600" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payment successful</h1>
        <p className="text-muted-foreground">{`${formatRand(data.amount)} paid. Thank you!`}</p>
      </div>

      {code ? (
        <Card className="border-brand-200">
          <CardHeader className="items-center text-center">
            <p className="text-sm text-muted-foreground">{`Your new ${PRODUCT_NAME}`}</p>
            <CardTitle asChild>
              <p className="font-mono text-3xl tracking-wider text-slate-900 sm:text-4xl" aria-label={`Your new ${PRODUCT_NAME}`}>
                {code.zarcode}
              </p>
            </CardTitle>
            <p className="text-sm text-slate-700">{code.title}</p>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" variant="outline" onClick={() => void copyCode(code.zarcode)}>
              <Copy aria-hidden />
              Copy Code
            </Button>
            <Button size="lg" asChild>
              <Link to={paths.code(code.zarcode)}>
                <Eye aria-hidden />
                {`View ${PRODUCT_NAME}`}
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      {bundle ? (
        <Card className="border-brand-200">
          <CardHeader className="items-center text-center">
            <Package className="size-8 text-brand-700" aria-hidden />
            <CardTitle>{`${BUNDLES[bundle.bundleType].label} bundle ready`}</CardTitle>
            <p className="text-sm text-slate-700">
              {`${bundle.remainingZarcodes} of ${bundle.totalZarcodes} ${PRODUCT_NAME_PLURAL} to use, until ${formatDate(bundle.expiresAt)}.`}
            </p>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" asChild>
              <Link to={paths.generator()}>{`Create a ${PRODUCT_NAME}`}</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.dashboard()}>Go to dashboard</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardContent className="p-5 sm:p-6">
          <dl className="divide-y divide-border text-sm">
            <MoneyLine label={data.itemName} value={formatRand(data.listAmount)} />
            {data.voucherCode ? <MoneyLine label={`Voucher ${data.voucherCode}`} value={`-${formatRand(data.discount)}`} /> : null}
            <MoneyLine label="Paid (incl. VAT)" value={formatRand(data.amount)} strong />
            <MoneyLine label={`Includes VAT at ${formatRate(data.vatRate)}%`} value={formatRand(data.vatAmount)} muted />
          </dl>
          <p className="mt-3 text-center text-sm">
            <Link to={paths.payments()} className="font-medium text-brand-700 hover:underline">
              View receipt in My payments
            </Link>
          </p>
        </CardContent>
      </Card>
    </PaymentFrame>
  );
}
