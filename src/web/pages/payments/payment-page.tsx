import { AlertCircle, CheckCircle2, MapPin, Package, ShieldCheck, Tag, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BUNDLES, BUNDLE_TYPES, BUNDLE_VALIDITY_MONTHS, type BundleType } from '../../../domain/bundles/bundles';
import type { PaymentRecord } from '../../../domain/payments/schemas';
import { formatRand } from '../../../domain/pricing/pricing';
import type { ValidateVoucherReply } from '../../../domain/vouchers/schemas';
import { usePriceCatalogQuery } from '../../api/prices';
import { ApiError, errorText } from '../../api/client';
import { useCancelPaymentMutation, useCreatePaymentMutation, usePaymentQuery, useResumePaymentMutation, useWaitingPaymentsQuery } from '../../api/payments';
import { useValidateVoucherMutation } from '../../api/vouchers';
import { SubmitButton } from '../../components/form/submit-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, fieldAria } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { formatRate } from '../../lib/format';
import { localMessage } from '../../lib/i18n';
import { forgetPendingPayment, markPendingPayment, readPendingZarcode } from '../../lib/pending-zarcode';
import { useNow } from '../../lib/use-now';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { useGateway } from './parts/gateway';
import { MoneyLine, PaymentFrame } from './parts/page-frame';
import { bundleTypeOf, isResumable, withPaymentId } from './parts/payment-rules';
import { WaitingPayments } from './parts/waiting-payments';

/**
 * /payment: what is being bought (the code kept by the generator, or a bundle chosen by
 * `?bundle=`), its price with VAT, a voucher, and Pay. The answer of POST /api/payments/create says
 * what comes next: the mock gateway, the PayFast test page (debug mode), or the signed form posted
 * straight to PayFast. Payments the user left at the gateway and may still finish are shown first,
 * each with Resume; the one started for the kept code takes the place of Pay, so that it is never
 * paid twice.
 */
export function PaymentPage() {
  const { t } = useTranslation('payments');
  usePageTitle(t('checkoutTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const bundleType = bundleTypeOf(searchParams.get('bundle'));
  const [kept] = useState(() => readPendingZarcode());
  const keptPayment = usePaymentQuery(kept?.paymentId ?? null);
  // The kept code's payment went through meanwhile (PayFast confirmed it after the person left).
  const paidId = keptPayment.data?.status === 'complete' ? keptPayment.data.id : null;
  const pendingForm = paidId ? null : (kept?.form ?? null);
  const waiting = useWaitingPaymentsQuery();
  const now = useNow();
  const catalog = usePriceCatalogQuery();
  const createPayment = useCreatePaymentMutation();
  const resume = useResumePaymentMutation();
  const cancel = useCancelPaymentMutation();
  const gateway = useGateway();

  const validateVoucher = useValidateVoucherMutation();
  const [voucherInput, setVoucherInput] = useState('');
  const [voucher, setVoucher] = useState<ValidateVoucherReply | null>(null);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  // The server takes no payment now (503): said on the page, and Pay stays off until it is reloaded.
  const [isUnavailable, setIsUnavailable] = useState(false);

  useEffect(() => {
    if (paidId) forgetPendingPayment(paidId);
  }, [paidId]);

  const resumable = (waiting.data?.payments ?? []).filter((payment) => isResumable(payment, now));
  const keptPaymentId = kept?.paymentId ?? null;
  const product = bundleType ? 'bundle' : pendingForm ? 'zarcode' : null;
  // The kept code's own payment shows with its order, in place of Pay (not even for a moment
  // while it is being read: Pay would start a second payment); any other waits at the top.
  const isCheckingKept = product === 'zarcode' && keptPaymentId !== null && keptPayment.isPending;
  const keptWaiting = product === 'zarcode' && keptPayment.data && isResumable(keptPayment.data, now) ? [keptPayment.data] : [];
  const isKeptWaiting = keptWaiting.length > 0;
  const othersWaiting = resumable.filter((payment) => !isKeptWaiting || payment.id !== keptPaymentId);
  // Started for the kept code but past resuming: given up when the person pays again.
  const staleKeptId = !isKeptWaiting && keptPayment.data?.status === 'pending' ? keptPayment.data.id : null;
  const busyId = resume.isPending ? resume.variables : cancel.isPending ? cancel.variables : gateway.isRedirecting ? 'gateway' : null;

  const item = catalog.data?.items.find((i) =>
    product === 'bundle' ? i.bundleType === bundleType : i.product === 'zarcode',
  );

  const chooseBundle = (next: BundleType) => {
    setVoucher(null);
    setVoucherError(null);
    setSearchParams({ bundle: next }, { replace: true });
  };

  const handleApplyVoucher = (event: FormEvent) => {
    event.preventDefault();
    const code = voucherInput.trim();
    if (!code) {
      setVoucherError(t('enterVoucher'));
      return;
    }
    setVoucherError(null);
    validateVoucher.mutate(
      { code, product: product ?? 'zarcode', bundleType: product === 'bundle' ? bundleType : null },
      {
        onSuccess: (reply) => setVoucher(reply),
        onError: (error) => {
          setVoucher(null);
          setVoucherError(localMessage(errorText(error)));
        },
      },
    );
  };

  const handleRemoveVoucher = () => {
    setVoucher(null);
    setVoucherInput('');
    setVoucherError(null);
  };

  const handleResume = (payment: PaymentRecord) => {
    resume.mutate(payment.id, {
      onSuccess: gateway.goToGateway,
      onError: (error) => {
        toast({ title: t('list.resumeFailed'), description: localMessage(errorText(error)), variant: 'destructive' });
        void waiting.refetch();
      },
    });
  };

  // The kept code's waiting payment is given up, and the page offers Pay for the code again.
  const handleStartAgain = (payment: PaymentRecord) => {
    cancel.mutate(payment.id, {
      onError: (error) => toast({ title: t('cancel.failed'), description: localMessage(errorText(error)), variant: 'destructive' }),
    });
  };

  const handlePay = () => {
    if (!product) return;
    const voucherCode = voucher?.voucher.code ?? null;
    const body =
      product === 'bundle' && bundleType
        ? { product: 'bundle' as const, bundleType, voucherCode }
        : { product: 'zarcode' as const, codeForm: pendingForm!, voucherCode };
    const start = () =>
      createPayment.mutate(body, {
        onSuccess: (reply) => {
          if (body.product === 'zarcode') markPendingPayment(reply.paymentId);
          gateway.goToGateway({ id: reply.paymentId, next: reply.next });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 503) {
            setIsUnavailable(true);
            return;
          }
          toast({ title: t('failed'), description: localMessage(errorText(error)), variant: 'destructive' });
        },
      });
    if (product === 'zarcode' && staleKeptId) cancel.mutate(staleKeptId, { onSettled: start });
    else start();
  };

  const listAmount = voucher?.listAmount ?? item?.amount;
  const amount = voucher?.amount ?? item?.amount;
  const vatAmount = voucher?.vatAmount ?? item?.vatAmount;
  const vatRate = voucher?.vatRate ?? catalog.data?.vatRate;
  const isRedirecting = gateway.isRedirecting;

  return (
    <PaymentFrame>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('checkoutTitle')}</h1>
        <p className="mt-1 text-muted-foreground">{t('checkoutIntro')}</p>
      </header>

      {paidId ? (
        <Alert>
          <CheckCircle2 aria-hidden />
          <AlertTitle>{t('waiting.paidTitle')}</AlertTitle>
          <AlertDescription>
            <p>{t('waiting.paidText')}</p>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to={withPaymentId(paths.paymentSuccess(), paidId)}>{t('waiting.paidLink')}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      <WaitingPayments payments={othersWaiting} keptPaymentId={null} busyId={busyId} onResume={handleResume} onStartAgain={handleStartAgain} />

      {product === null && !paidId && (waiting.isError || (waiting.data && resumable.length === 0)) ? (
        <Alert>
          <AlertTitle>{t('nothingWaiting')}</AlertTitle>
          <AlertDescription>
            <p>{t('nothingWaitingText')}</p>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to={paths.generator()}>{t('landing:hero.generate')}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {product === 'zarcode' && pendingForm ? (
        <Card>
          <CardHeader>
            <CardDescription>{t('yourOrder')}</CardDescription>
            <CardTitle className="flex items-center gap-2">
              <MapPin className="size-5 shrink-0 text-brand-700" aria-hidden />
              {t('oneCode', { title: pendingForm.title })}
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm text-slate-700">
            {[pendingForm.addressLine1, pendingForm.suburb, [pendingForm.city, pendingForm.province].filter(Boolean).join(', ')]
              .filter(Boolean)
              .map((line) => (
                <p key={line}>{line}</p>
              ))}
            <p className="text-xs text-muted-foreground">
              {`${pendingForm.latitude.toFixed(6)}, ${pendingForm.longitude.toFixed(6)} · ${t(`codeForm:${pendingForm.privacy}`)}`}
            </p>
            <p className="pt-2">
              <Link to={paths.generator()} className="font-medium text-brand-700 hover:underline">
                {t('changeDetails')}
              </Link>
            </p>
          </CardContent>
        </Card>
      ) : null}

      {isKeptWaiting ? (
        <WaitingPayments payments={keptWaiting} keptPaymentId={keptPaymentId} busyId={busyId} onResume={handleResume} onStartAgain={handleStartAgain} />
      ) : null}

      {product !== 'zarcode' ? (
        <fieldset className="space-y-3">
          <legend className="mb-3 text-lg font-semibold text-slate-900">{t('chooseBundle')}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {BUNDLE_TYPES.map((type) => {
              const bundleItem = catalog.data?.items.find((i) => i.bundleType === type);
              const isChosen = bundleType === type;
              return (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    isChosen ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-border hover:border-brand-300',
                  )}
                >
                  <input
                    type="radio"
                    name="bundle"
                    value={type}
                    checked={isChosen}
                    onChange={() => chooseBundle(type)}
                    className="sr-only"
                  />
                  <span className="flex items-center gap-2 font-semibold text-slate-900">
                    <Package className="size-4 shrink-0 text-brand-700" aria-hidden />
                    {t('dashboard:bundleName', { name: t(`app:bundles.${type}`) })}
                  </span>
                  <span className="text-sm text-slate-700">{t('bundleCodes', { count: BUNDLES[type].codes, percent: BUNDLES[type].discountPercent })}</span>
                  <span className="text-xl font-bold tabular-nums text-slate-900">
                    {bundleItem ? formatRand(bundleItem.amount) : <Skeleton className="h-6 w-20" />}
                  </span>
                  {bundleItem ? (
                    <span className="text-xs text-muted-foreground">{t('perCodeValid', { price: formatRand(bundleItem.perCode), months: BUNDLE_VALIDITY_MONTHS })}</span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {product === 'zarcode' && staleKeptId ? (
        <Alert variant="warning">
          <AlertCircle aria-hidden />
          <AlertDescription>{t('waiting.keptExpired')}</AlertDescription>
        </Alert>
      ) : null}

      {product && !isCheckingKept && !isKeptWaiting ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('summary')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-5">
            <form onSubmit={handleApplyVoucher} noValidate className="space-y-2">
              {voucher ? (
                <div className="flex items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
                  <span className="flex items-center gap-2">
                    <Tag className="size-4 shrink-0" aria-hidden />
                    <span>
                      <strong>{voucher.voucher.code}</strong>
                      {` ${t('applied', { label: voucher.voucher.label })}`}
                    </span>
                  </span>
                  <Button variant="ghost" size="sm" onClick={handleRemoveVoucher} aria-label={t('removeVoucher')}>
                    <X aria-hidden />
                  </Button>
                </div>
              ) : (
                <Field id="voucher-code" label={t('voucherCode')} error={voucherError ?? undefined}>
                  <div className="flex gap-2">
                    <Input
                      {...fieldAria('voucher-code', voucherError ?? undefined)}
                      value={voucherInput}
                      onChange={(event) => setVoucherInput(event.target.value)}
                      autoComplete="off"
                      autoCapitalize="characters"
                      placeholder={t('voucherPlaceholder')}
                      className="uppercase placeholder:normal-case"
                    />
                    <SubmitButton isPending={validateVoucher.isPending} variant="outline">
                      {t('apply')}
                    </SubmitButton>
                  </div>
                </Field>
              )}
            </form>

            {listAmount && amount && vatAmount && vatRate ? (
              <dl aria-label={t('priceSummary')} className="divide-y divide-border text-sm">
                <MoneyLine
                  label={
                    product === 'bundle' && bundleType
                      ? t('bundleTitle', { name: t(`app:bundles.${bundleType}`), count: BUNDLES[bundleType].codes })
                      : t('app:codeCount', { count: 1 })
                  }
                  value={formatRand(listAmount)}
                />
                {voucher ? (
                  <MoneyLine label={t('voucherWithLabel', { code: voucher.voucher.code, label: voucher.voucher.label })} value={`-${formatRand(voucher.discount)}`} />
                ) : null}
                <MoneyLine label={t('total')} value={formatRand(amount)} strong />
                <MoneyLine label={t('includesVat', { rate: formatRate(vatRate) })} value={formatRand(vatAmount)} muted />
              </dl>
            ) : catalog.isError ? (
              <p className="text-sm text-destructive">{t('priceFailed')}</p>
            ) : (
              <Skeleton className="h-24 w-full" />
            )}

            {isUnavailable ? (
              <Alert variant="destructive">
                <AlertCircle aria-hidden />
                <AlertTitle>{t('unavailable')}</AlertTitle>
                <AlertDescription>
                  <p>{product === 'zarcode' ? t('unavailableKept') : t('unavailableText')}</p>
                </AlertDescription>
              </Alert>
            ) : null}

            <Button
              size="lg"
              className="w-full"
              onClick={handlePay}
              disabled={!amount || createPayment.isPending || cancel.isPending || isRedirecting || isUnavailable}
            >
              {createPayment.isPending || isRedirecting ? <Spinner /> : <ShieldCheck aria-hidden />}
              {isRedirecting ? t('redirecting') : amount ? t('payAmount', { amount: formatRand(amount) }) : t('pay')}
            </Button>
            <p className="text-center text-xs text-muted-foreground">{t('securely')}</p>
          </CardContent>
        </Card>
      ) : null}

      {product === 'zarcode' ? (
        <p className="text-center text-sm text-muted-foreground">
          {`${t('needMore')} `}
          <Link to={paths.payment({ bundle: 'starter' })} className="font-medium text-brand-700 hover:underline">
            {t('buyBundleOf')}
          </Link>
        </p>
      ) : null}

      {gateway.form}
    </PaymentFrame>
  );
}
