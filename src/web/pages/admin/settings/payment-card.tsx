import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CreditCard, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TestPayfastReply } from '../../../../domain/payments/schemas';
import { TEST_PAGE_TIMEOUT_MAX_MS, type SettingsReply } from '../../../../domain/settings/schemas';
import { useTestPayfastMutation, useUpdateSettingsMutation } from '../../../api/admin-settings';
import { TextField } from '../../../components/form/text-fields';
import { CheckboxField, SwitchField } from '../../../components/form/toggle-fields';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { SettingsCard } from './settings-card';
import { paymentFormSchema, paymentValuesOf, savedSettingsOf, type PaymentFormInput, type PaymentFormValues } from './settings-rules';
import { toastFailure } from '../../../components/toast-failure';

/**
 * Payment Configuration: PayFast on or off (mock payments), sandbox, the test page's time and
 * switches, the payment mode the server works in now, and the PayFast test.
 */
export function PaymentCard({ saved }: { saved: SettingsReply }) {
  const [testResult, setTestResult] = useState<TestPayfastReply | null>(null);
  const update = useUpdateSettingsMutation({ refreshPublic: false });
  const testPayfast = useTestPayfastMutation();
  const { control, handleSubmit } = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: paymentValuesOf(saved),
  });
  const [usePayFast, autoSubmit] = useWatch({ control, name: ['usePayFast', 'payFastAutoSubmit'] });
  const { payment } = saved;

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      // Immediate Submit applies only while Auto-Submit is on.
      { ...savedSettingsOf(saved), ...values, payFastImmediateSubmit: values.payFastAutoSubmit && values.payFastImmediateSubmit },
      {
        onSuccess: () =>
          toast({ title: 'Payment settings updated', description: 'Payment configuration has been successfully updated.', variant: 'success' }),
        onError: (error) =>
          toastFailure('Update failed', error, 'Failed to update payment settings'),
      },
    ),
  );

  const handleTest = () =>
    testPayfast.mutate(undefined, {
      onSuccess: (reply) => {
        setTestResult(reply);
        toast({ title: 'PayFast Test Successful', description: reply.message || 'PayFast configuration is working correctly', variant: 'success' });
      },
      onError: (error) => {
        setTestResult(null);
        toastFailure('PayFast Test Failed', error, 'Failed to test PayFast configuration');
      },
    });

  return (
    <SettingsCard icon={CreditCard} title="Payment Configuration" description="PayFast card payments, sandbox and the test page.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="space-y-0.5">
            <Label htmlFor="use-payfast">PayFast Integration</Label>
            <p className="text-xs text-muted-foreground">Take card payments through PayFast.</p>
          </div>
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium text-slate-700" aria-hidden>
              Live
            </span>
            <Controller
              control={control}
              name="usePayFast"
              render={({ field }) => (
                <Switch id="use-payfast" aria-label="Live" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
              )}
            />
          </div>
        </div>

        <Alert variant={payment.mode === 'mock' ? 'warning' : payment.mode === 'sandbox' ? 'default' : 'destructive'}>
          <AlertTitle>{`Payments now: ${paymentModeName(payment.mode)}`}</AlertTitle>
          <AlertDescription>
            <p>{payment.reason}</p>
            {payment.gatewayUrl ? <p className="break-all text-xs">{`Gateway: ${payment.gatewayUrl}`}</p> : null}
            <p className="break-all text-xs">{`Notifications to: ${payment.notifyUrl}`}</p>
          </AlertDescription>
        </Alert>

        {!usePayFast ? (
          <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Mock Payment Mode</p>
            <p>Using mock payment system for testing. No real payments will be processed.</p>
          </div>
        ) : (
          <div className="space-y-5">
            <CheckboxField control={control} name="payFastSandbox" id="payfast-sandbox" label="Use PayFast Sandbox (for testing)" />
            <TextField
              control={control}
              name="payFastTestPageTimeout"
              id="test-page-timeout"
              label="Test Page Display Time (ms)"
              hint={`How long the PayFast test page shows before it submits, 0 to ${TEST_PAGE_TIMEOUT_MAX_MS} ms (blank or 0 is instant).`}
              inputMode="numeric"
              autoComplete="off"
            />
            <SwitchField
              control={control}
              name="payFastDebugMode"
              id="payfast-debug"
              label="Debug Mode"
              hint="Show the test page with every field before posting to PayFast."
            />
            <SwitchField
              control={control}
              name="payFastAutoSubmit"
              id="payfast-auto-submit"
              label="Auto-Submit"
              hint="Post the test page's form by itself after the display time."
            />
            {autoSubmit ? (
              <SwitchField
                control={control}
                name="payFastImmediateSubmit"
                id="payfast-immediate-submit"
                label="Immediate Submit"
                hint="Post after 100 ms instead of the display time."
              />
            ) : null}
            <p className="rounded-md bg-muted p-3 text-xs text-slate-700">
              {`PayFast credentials (merchant id, merchant key, passphrase) are configured via environment secrets, not here. Merchant credentials: ${payment.missingSettings.length === 0 ? 'set' : `missing (${payment.missingSettings.join(', ')})`}; passphrase: ${payment.hasPassphrase ? 'set' : 'not set'}.`}
            </p>
          </div>
        )}

        {testResult ? <PayfastChecks result={testResult} /> : null}

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {usePayFast ? (
            <Button variant="outline" onClick={handleTest} disabled={testPayfast.isPending}>
              {testPayfast.isPending ? 'Testing...' : 'Test PayFast Configuration'}
            </Button>
          ) : null}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Payment Settings'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

/** The mode payments are taken in, in words; null while none can be taken. */
const paymentModeName = (mode: SettingsReply['payment']['mode']) =>
  mode === null ? 'not available' : mode === 'mock' ? 'mock' : `PayFast ${mode}`;

/** The PayFast test's checks, each passed or failed with its message. */
function PayfastChecks({ result }: { result: TestPayfastReply }) {
  return (
    <ul aria-label="PayFast checks" className="space-y-1 text-sm [overflow-wrap:anywhere]">
      {result.checks.map((check) => (
        <li key={check.name} className="flex items-start gap-2">
          {check.ok ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand-600" aria-label="Passed" />
          ) : (
            <XCircle className="mt-0.5 size-4 shrink-0 text-red-600" aria-label="Failed" />
          )}
          <span>
            <strong>{check.name}</strong>
            {`: ${check.message}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
