import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, CreditCard, Mail, Settings2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { TestPayfastReply } from '../../../domain/payments/schemas';
import {
  TEST_PAGE_TIMEOUT_MAX_MS,
  testEmailBodySchema,
  type SettingsReply,
  type TestEmailBody,
} from '../../../domain/settings/schemas';
import {
  useSendTestEmailMutation,
  useSystemSettingsQuery,
  useTestMapsApiMutation,
  useTestPayfastMutation,
  useUpdateSettingsMutation,
} from '../../api/admin-settings';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field, fieldAria } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../session/use-session';
import { AdminPage, messageOf } from './parts/admin-page';
import { Switch } from './parts/switch';
import {
  paymentFormSchema,
  paymentValuesOf,
  readMaxCodes,
  readTestPageTimeout,
  readVatRate,
  systemFormSchema,
  systemValuesOf,
  type PaymentFormInput,
  type PaymentFormValues,
  type SystemFormInput,
  type SystemFormValues,
} from './settings/settings-rules';

/**
 * /a/settings (super admin, document 2 section 2): System Configuration, Payment Configuration and
 * Test Email, with the messages of section 8. Each Save sends the full settings object: the saved
 * values with that card's edits, so saving one card never saves the other's unsaved changes.
 */
export function AdminSettingsPage() {
  usePageTitle('System Settings');
  const settings = useSystemSettingsQuery();
  return (
    <AdminPage title="System Settings" description="Configure maps, limits, VAT, notifications and payments.">
      {settings.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Failed to fetch settings</AlertTitle>
          <AlertDescription>{messageOf(settings.error, 'Please reload the page to try again.')}</AlertDescription>
        </Alert>
      ) : settings.data ? (
        <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
          <SystemCard saved={settings.data} key={`system-${settings.data.updatedAt}`} />
          <PaymentCard saved={settings.data} key={`payment-${settings.data.updatedAt}`} />
          <TestEmailCard />
        </div>
      ) : (
        <div className="grid gap-5 xl:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      )}
    </AdminPage>
  );
}

const fullObject = (saved: SettingsReply) => ({
  googleMapsApiKey: saved.googleMapsApiKey,
  maxCodesPerUser: saved.maxCodesPerUser,
  notifyNewUser: saved.notifyNewUser,
  notifyDailyStats: saved.notifyDailyStats,
  vatRate: saved.vatRate,
  usePayFast: saved.usePayFast,
  payFastSandbox: saved.payFastSandbox,
  payFastTestPageTimeout: saved.payFastTestPageTimeout,
  payFastDebugMode: saved.payFastDebugMode,
  payFastAutoSubmit: saved.payFastAutoSubmit,
  payFastImmediateSubmit: saved.payFastImmediateSubmit,
});

function SystemCard({ saved }: { saved: SettingsReply }) {
  const update = useUpdateSettingsMutation({ refreshPublic: true });
  const testMaps = useTestMapsApiMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SystemFormInput, unknown, SystemFormValues>({
    resolver: zodResolver(systemFormSchema),
    defaultValues: systemValuesOf(saved),
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...fullObject(saved), ...values },
      {
        onSuccess: () => toast({ title: 'Settings updated', description: 'System settings have been successfully updated.', variant: 'success' }),
        onError: (error) => toast({ title: 'Update failed', description: messageOf(error, 'Failed to update settings'), variant: 'destructive' }),
      },
    ),
  );

  const handleTestMaps = () =>
    testMaps.mutate(undefined, {
      onSuccess: (reply) => toast({ title: 'API Test Successful', description: reply?.message, variant: 'success' }),
      onError: (error) => toast({ title: 'API Test Failed', description: messageOf(error, 'Failed to test Google Maps API'), variant: 'destructive' }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings2 className="size-5 text-brand-700" aria-hidden />
          System Configuration
        </CardTitle>
        <CardDescription>Maps, limits, VAT and e-mail notifications.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <Field
            id="maps-key"
            label="Google Maps API Key"
            hint={`Required for map functionality in ${PRODUCT_NAME} generation.`}
            error={errors.googleMapsApiKey?.message}
          >
            <Input
              {...fieldAria('maps-key', errors.googleMapsApiKey?.message, true)}
              type="password"
              autoComplete="off"
              {...register('googleMapsApiKey')}
            />
          </Field>
          <Field id="max-codes" label={`Max ${PRODUCT_NAME_PLURAL} per User`} error={errors.maxCodesPerUser?.message}>
            <Input
              {...fieldAria('max-codes', errors.maxCodesPerUser?.message)}
              type="number"
              inputMode="numeric"
              {...register('maxCodesPerUser', { setValueAs: (value: string | number) => readMaxCodes(String(value)) })}
            />
          </Field>
          <Field
            id="vat-rate"
            label="VAT Rate (%)"
            hint="VAT percentage applied to all payments (e.g., 15 for 15%)."
            error={errors.vatRate?.message}
          >
            <Input
              {...fieldAria('vat-rate', errors.vatRate?.message, true)}
              type="number"
              inputMode="decimal"
              step={0.01}
              min={0}
              max={100}
              {...register('vatRate', { setValueAs: (value: string | number) => readVatRate(String(value)) })}
            />
          </Field>
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-slate-800">Email Notifications</legend>
            <CheckboxRow control={control} name="notifyNewUser" id="notify-new-user" label="New user registrations" />
            <CheckboxRow control={control} name="notifyDailyStats" id="notify-daily" label="Daily statistics report" />
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
            <Button variant="outline" onClick={handleTestMaps} disabled={testMaps.isPending}>
              {testMaps.isPending ? 'Testing...' : 'Test Maps API'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** One true/false field of a settings form, shown with its label. */
interface BooleanFieldProps<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, boolean>;
  id: string;
  label: string;
}

/** A form's true/false field as a checkbox with its label. */
function CheckboxRow<T extends FieldValues, U>({ control, name, id, label }: BooleanFieldProps<T, U>) {
  return (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox id={id} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} onBlur={field.onBlur} />
        )}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** A form's true/false field as a switch, with its label and a line saying what it does. */
function SwitchRow<T extends FieldValues, U>({ control, name, id, label, hint }: BooleanFieldProps<T, U> & { hint: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={`${id}-hint`} />
        )}
      />
    </div>
  );
}

function PaymentCard({ saved }: { saved: SettingsReply }) {
  const [testResult, setTestResult] = useState<TestPayfastReply | null>(null);
  const update = useUpdateSettingsMutation({ refreshPublic: false });
  const testPayfast = useTestPayfastMutation();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: paymentValuesOf(saved),
  });
  const [usePayFast, autoSubmit] = useWatch({ control, name: ['usePayFast', 'payFastAutoSubmit'] });
  const { payment } = saved;

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      // Section 4: Immediate Submit applies only while Auto-Submit is on.
      { ...fullObject(saved), ...values, payFastImmediateSubmit: values.payFastAutoSubmit && values.payFastImmediateSubmit },
      {
        onSuccess: () =>
          toast({ title: 'Payment settings updated', description: 'Payment configuration has been successfully updated.', variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Update failed', description: messageOf(error, 'Failed to update payment settings'), variant: 'destructive' }),
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
        toast({ title: 'PayFast Test Failed', description: messageOf(error, 'Failed to test PayFast configuration'), variant: 'destructive' });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-brand-700" aria-hidden />
          Payment Configuration
        </CardTitle>
        <CardDescription>PayFast card payments, sandbox and the test page.</CardDescription>
      </CardHeader>
      <CardContent>
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

          <Alert variant={payment.mode === 'mock' ? 'warning' : payment.mode === 'live' ? 'destructive' : 'default'}>
            <AlertTitle>{`Payments now: ${payment.mode === 'mock' ? 'mock' : `PayFast ${payment.mode}`}`}</AlertTitle>
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
              <CheckboxRow control={control} name="payFastSandbox" id="payfast-sandbox" label="Use PayFast Sandbox (for testing)" />
              <Field
                id="test-page-timeout"
                label="Test Page Display Time (ms)"
                hint={`How long the PayFast test page shows before it submits, 0 to ${TEST_PAGE_TIMEOUT_MAX_MS} ms (0 is instant).`}
                error={errors.payFastTestPageTimeout?.message}
              >
                <Controller
                  control={control}
                  name="payFastTestPageTimeout"
                  render={({ field }) => (
                    <Input
                      {...fieldAria('test-page-timeout', errors.payFastTestPageTimeout?.message, true)}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={TEST_PAGE_TIMEOUT_MAX_MS}
                      step={1}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={String(field.value ?? '')}
                      // Section 5: a time out of range or not whole is ignored; the field keeps the last good one.
                      onChange={(event) => {
                        if (readTestPageTimeout(event.target.value) !== null) field.onChange(event.target.value);
                      }}
                    />
                  )}
                />
              </Field>
              <SwitchRow
                control={control}
                name="payFastDebugMode"
                id="payfast-debug"
                label="Debug Mode"
                hint="Show the test page with every field before posting to PayFast."
              />
              <SwitchRow
                control={control}
                name="payFastAutoSubmit"
                id="payfast-auto-submit"
                label="Auto-Submit"
                hint="Post the test page's form by itself after the display time."
              />
              {autoSubmit ? (
                <SwitchRow
                  control={control}
                  name="payFastImmediateSubmit"
                  id="payfast-immediate-submit"
                  label="Immediate Submit"
                  hint="Post after 100 ms instead of the display time."
                />
              ) : null}
              <p className="rounded-md bg-muted p-3 text-xs text-slate-700">
                {`PayFast credentials (merchant id, merchant key, passphrase) are configured via environment secrets, not here. Merchant credentials: ${payment.hasMerchantCredentials ? 'set' : 'missing'}; passphrase: ${payment.hasPassphrase ? 'set' : 'not set'}.`}
              </p>
            </div>
          )}

          {testResult ? (
            <ul aria-label="PayFast checks" className="space-y-1 text-sm [overflow-wrap:anywhere]">
              {testResult.checks.map((check) => (
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
          ) : null}

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
      </CardContent>
    </Card>
  );
}

function TestEmailCard() {
  const { user } = useSession();
  const send = useSendTestEmailMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestEmailBody>({
    resolver: zodResolver(testEmailBodySchema),
    defaultValues: { email: user?.email ?? '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: (reply) => toast({ title: 'Test email sent', description: reply?.message, variant: 'success' }),
      onError: (error) => toast({ title: 'Test email failed', description: messageOf(error, 'Failed to send test email'), variant: 'destructive' }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-5 text-brand-700" aria-hidden />
          Test Email
        </CardTitle>
        <CardDescription>Send a test message to check that e-mail delivery works.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id="test-email" label="Email address" error={errors.email?.message}>
            <Input {...fieldAria('test-email', errors.email?.message)} type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
