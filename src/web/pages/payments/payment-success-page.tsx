import { CheckCircle2, Copy, Eye, Package, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRand } from '../../../domain/pricing/pricing';
import { usePaymentQuery } from '../../api/payments';
import { copyCode } from '../../components/share/copy-code-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatRate } from '../../lib/format';
import { trackPurchase, trackZarcodeGenerated } from '../../lib/analytics';
import { forgetPendingPayment } from '../../lib/pending-zarcode';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { PaymentProblem } from './parts/payment-problem';
import { MoneyLine, PaymentFrame } from './parts/page-frame';
import { usePaymentWords } from './parts/payment-words';
import { usePaymentIdParam } from './parts/use-payment-id';

/**
 * /payment/success (PayFast's return_url and the mock gateway's Complete): asks for the payment until
 * it is no longer pending, and only then shows what it granted. PayFast returns the buyer before its
 * notification may have arrived, so "waiting" is a real state here, never success.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('payments');
  const { itemName, date } = usePaymentWords();
  usePageTitle(t('checkoutTitle'));
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
        <PaymentProblem title={t('notFound')} message={t('notFoundText')} />
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
              <h1 className="text-xl font-semibold text-slate-900">{t('awaitingConfirmation')}</h1>
              <p className="text-sm text-muted-foreground">{t('waitingText')}</p>
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
          <AlertTitle>{data.status === 'cancelled' ? t('cancelled') : t('failed')}</AlertTitle>
          <AlertDescription>
            <p>{t('nothingTaken')}</p>
            <Button asChild size="sm" className="mt-3">
              <Link to={retry}>{t('offline:tryAgain')}</Link>
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('successful')}</h1>
        <p className="text-muted-foreground">{t('paidThanks', { amount: formatRand(data.amount) })}</p>
      </div>

      {code ? (
        <Card className="border-brand-200">
          <CardHeader className="items-center text-center">
            <p className="text-sm text-muted-foreground">{t('yourNewCode')}</p>
            <CardTitle asChild>
              <p className="font-mono text-3xl tracking-wider text-slate-900 sm:text-4xl" aria-label={t('yourNewCode')}>
                {code.zarcode}
              </p>
            </CardTitle>
            <p className="text-sm text-slate-700">{code.title}</p>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" variant="outline" onClick={() => void copyCode(code.zarcode)}>
              <Copy aria-hidden />
              {t('codeForm:copyCode')}
            </Button>
            <Button size="lg" asChild>
              <Link to={paths.code(code.zarcode)}>
                <Eye aria-hidden />
                {t('viewCode')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      {bundle ? (
        <Card className="border-brand-200">
          <CardHeader className="items-center text-center">
            <Package className="size-8 text-brand-700" aria-hidden />
            <CardTitle>{t('bundleReady', { name: t(`app:bundles.${bundle.bundleType}`) })}</CardTitle>
            <p className="text-sm text-slate-700">
              {t('bundleToUse', { left: bundle.remainingZarcodes, count: bundle.totalZarcodes, until: date(bundle.expiresAt) })}
            </p>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" asChild>
              <Link to={paths.generator()}>{t('createCode')}</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.dashboard()}>{t('goToDashboard')}</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardContent className="p-5 sm:p-6">
          <dl className="divide-y divide-border text-sm">
            <MoneyLine label={itemName(data)} value={formatRand(data.listAmount)} />
            {data.voucherCode ? <MoneyLine label={t('voucherLine', { code: data.voucherCode })} value={`-${formatRand(data.discount)}`} /> : null}
            <MoneyLine label={t('paidInclVat')} value={formatRand(data.amount)} strong />
            <MoneyLine label={t('includesVat', { rate: formatRate(data.vatRate) })} value={formatRand(data.vatAmount)} muted />
          </dl>
          <p className="mt-3 text-center text-sm">
            <Link to={paths.payments()} className="font-medium text-brand-700 hover:underline">
              {t('viewReceipt')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </PaymentFrame>
  );
}
