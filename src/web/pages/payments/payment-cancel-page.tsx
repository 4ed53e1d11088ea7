import { CircleSlash } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCancelPaymentMutation, usePaymentQuery } from '../../api/payments';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { readPendingZarcode } from '../../lib/pending-zarcode';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { PaymentFrame } from './parts/page-frame';
import { withPaymentId } from './parts/payment-rules';
import { usePaymentIdParam } from './parts/use-payment-id';

/**
 * /payment/cancel (PayFast's cancel_url and the mock gateway's Cancel): says nothing was charged and
 * keeps the generator's form, so Try again returns to /payment with it. A payment still pending is
 * cancelled here, which frees a voucher use it held (a late PayFast COMPLETE would still grant it).
 */
export function PaymentCancelPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('cancelled'));
  const paymentId = usePaymentIdParam();
  const payment = usePaymentQuery(paymentId);
  const cancel = useCancelPaymentMutation();
  const hasAskedToCancel = useRef(false);
  const hasPendingForm = readPendingZarcode() !== null;

  useEffect(() => {
    if (payment.data?.status === 'pending' && !hasAskedToCancel.current) {
      hasAskedToCancel.current = true;
      cancel.mutate(payment.data.id);
    }
  }, [payment.data, cancel]);

  const data = payment.data;
  const retry = data?.product === 'bundle' && data.bundleType ? paths.payment({ bundle: data.bundleType }) : paths.payment();
  const isComplete = data?.status === 'complete';

  return (
    <PaymentFrame>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center sm:p-10">
          <CircleSlash className="size-12 text-slate-500" aria-hidden />
          {isComplete ? (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('wentThrough')}</h1>
              <p className="text-muted-foreground">{t('wentThroughText')}</p>
              <Button asChild size="lg">
                <Link to={withPaymentId(paths.paymentSuccess(), data.id)}>{t('seeWhatYouBought')}</Link>
              </Button>
            </>
          ) : (
            <>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('cancelled')}</h1>
              <p className="text-muted-foreground">{data?.product === 'bundle' || !hasPendingForm ? t('noMoneyTaken') : t('noMoneyTakenKept')}</p>
              <div className="grid w-full gap-2 sm:w-auto sm:grid-cols-2">
                <Button asChild size="lg">
                  <Link to={retry}>{t('offline:tryAgain')}</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={hasPendingForm && data?.product !== 'bundle' ? paths.generator() : paths.dashboard()}>
                    {hasPendingForm && data?.product !== 'bundle' ? t('backToGenerator') : t('goToDashboard')}
                  </Link>
                </Button>
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </PaymentFrame>
  );
}
