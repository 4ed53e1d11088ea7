import { Bug, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatRand } from '../../../domain/pricing/pricing';
import { usePaymentQuery } from '../../api/payments';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { PaymentProblem } from './parts/payment-problem';
import { PaymentFrame } from './parts/page-frame';
import { PayfastForm, submitPayfastForm } from './parts/payfast-form';
import { withPaymentId } from './parts/payment-rules';
import { usePaymentIdParam } from './parts/use-payment-id';

const FORM_ID = 'payfast-test-form';
const TICK_MS = 100;

/**
 * /payment/payfast-test (PayFast with Debug Mode on): every field that will be
 * posted, the gateway URL, and a Submit button. With Auto-Submit the form posts by itself after the
 * test-page display time, counted down on screen; Immediate Submit makes that 100 ms. The server
 * decides the delay (`next.testPage.submitDelayMs`) from the settings in force.
 */
export function PayfastTestPage() {
  usePageTitle('PayFast test page');
  const paymentId = usePaymentIdParam();
  const payment = usePaymentQuery(paymentId);
  const next = payment.data?.next?.kind === 'payfast' ? payment.data.next : null;
  const delay = next?.testPage.submitDelayMs ?? null;
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  useEffect(() => {
    if (delay === null || !next) return;
    const deadline = Date.now() + delay;
    const timer = window.setInterval(() => {
      const left = Math.max(0, deadline - Date.now());
      setRemainingMs(left);
      if (left === 0) {
        window.clearInterval(timer);
        setIsSubmitting(true);
        submitPayfastForm(FORM_ID);
      }
    }, Math.min(TICK_MS, Math.max(delay, 1)));
    return () => window.clearInterval(timer);
  }, [delay, next]);

  const handleSubmit = () => {
    setIsSubmitting(true);
    submitPayfastForm(FORM_ID);
  };

  if (!paymentId || payment.isError) {
    return (
      <PaymentFrame>
        <PaymentProblem title="Payment not found" message="This payment link is not valid. Start again from the payment page." />
      </PaymentFrame>
    );
  }
  if (payment.data && !next) {
    return (
      <PaymentFrame>
        <PaymentProblem
          title="Nothing to send to PayFast"
          message={`This payment is ${payment.data.status === 'pending' ? 'not a PayFast payment' : payment.data.status}.`}
        />
      </PaymentFrame>
    );
  }

  return (
    <PaymentFrame className="max-w-3xl">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
          <Bug className="size-6 shrink-0 text-amber-600" aria-hidden />
          PayFast test page
        </h1>
        <p className="mt-1 text-muted-foreground">Debug Mode is on: check what will be posted to PayFast before it goes.</p>
      </header>

      {next ? (
        <>
          <Alert variant={next.mode === 'live' ? 'destructive' : 'warning'}>
            <AlertTitle>{next.mode === 'live' ? 'PayFast live: a real payment' : 'PayFast sandbox: a test payment'}</AlertTitle>
            <AlertDescription>
              <p className="break-all">{`Posting to ${next.url}`}</p>
              <p>{`Amount ${payment.data ? formatRand(payment.data.amount) : ''}`}</p>
            </AlertDescription>
          </Alert>

          <div role="timer" aria-live="off" className="rounded-lg border bg-card p-4 text-center">
            {delay === null ? (
              <p className="text-sm text-slate-700">Auto-Submit is off: press Submit to PayFast when you are ready.</p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">
                  {next.testPage.immediateSubmit ? 'Immediate Submit: posting in 100 ms' : `Auto-Submit after ${next.testPage.timeoutMs} ms`}
                </p>
                <p className="text-3xl font-bold tabular-nums text-slate-900">
                  {isSubmitting ? 'Submitting...' : `${((remainingMs ?? delay) / 1000).toFixed(1)} s`}
                </p>
              </>
            )}
          </div>

          <div className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" onClick={handleSubmit} disabled={isSubmitting}>
              <Send aria-hidden />
              Submit to PayFast
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={withPaymentId(paths.paymentCancel(), next ? payment.data!.id : '')}>Cancel</Link>
            </Button>
          </div>

          <Card>
            <CardHeader>
              <CardTitle>Fields to post</CardTitle>
              <CardDescription>{`${next.fields.length} fields, in the order they are signed.`}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-border text-sm">
                {next.fields.map(([name, value]) => (
                  <div key={name} className="grid gap-0.5 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
                    <dt className="font-mono text-xs font-semibold text-slate-600">{name}</dt>
                    <dd className="break-all font-mono text-xs text-slate-900">{value || '(blank)'}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <PayfastForm id={FORM_ID} next={next} />
        </>
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </PaymentFrame>
  );
}
