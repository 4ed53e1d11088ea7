import { zodResolver } from '@hookform/resolvers/zod';
import { Settings2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../../domain/brand';
import { VAT_RATE_WHEN_BLANK, type SettingsReply } from '../../../../domain/settings/schemas';
import { useTestMapsApiMutation, useUpdateSettingsMutation } from '../../../api/admin-settings';
import { TextField } from '../../../components/form/text-fields';
import { CheckboxField } from '../../../components/form/toggle-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { SettingsCard } from './settings-card';
import { savedSettingsOf, systemFormSchema, systemValuesOf, type SystemFormInput, type SystemFormValues } from './settings-rules';
import { toastFailure } from '../../../components/toast-failure';

/** System Configuration: the maps key, the code limit, VAT and e-mail notifications, and the maps test. */
export function SystemCard({ saved }: { saved: SettingsReply }) {
  const update = useUpdateSettingsMutation({ refreshPublic: true });
  const testMaps = useTestMapsApiMutation();
  const { control, handleSubmit } = useForm<SystemFormInput, unknown, SystemFormValues>({
    resolver: zodResolver(systemFormSchema),
    defaultValues: systemValuesOf(saved),
  });
  const isVatBlank = String(useWatch({ control, name: 'vatRate' }) ?? '').trim() === '';

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...savedSettingsOf(saved), ...values },
      {
        onSuccess: () => toast({ title: 'Settings updated', description: 'System settings have been successfully updated.', variant: 'success' }),
        onError: (error) => toastFailure('Update failed', error, 'Failed to update settings'),
      },
    ),
  );

  const handleTestMaps = () =>
    testMaps.mutate(undefined, {
      onSuccess: (reply) => toast({ title: 'API Test Successful', description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure('API Test Failed', error, 'Failed to test Google Maps API'),
    });

  return (
    <SettingsCard icon={Settings2} title="System Configuration" description="Maps, limits, VAT and e-mail notifications.">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          control={control}
          name="googleMapsApiKey"
          id="maps-key"
          label="Google Maps API Key"
          hint={`Required for map functionality in ${PRODUCT_NAME} generation.`}
          type="password"
          autoComplete="off"
        />
        <TextField
          control={control}
          name="maxCodesPerUser"
          id="max-codes"
          label={`Max ${PRODUCT_NAME_PLURAL} per User`}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          control={control}
          name="vatRate"
          id="vat-rate"
          label="VAT Rate (%)"
          hint={
            isVatBlank
              ? `Blank means ${VAT_RATE_WHEN_BLANK}% VAT: payments are charged no VAT.`
              : 'VAT percentage applied to all payments (e.g., 15 for 15%).'
          }
          inputMode="decimal"
          autoComplete="off"
        />
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">Email Notifications</legend>
          <CheckboxField control={control} name="notifyNewUser" id="notify-new-user" label="New user registrations" />
          <CheckboxField control={control} name="notifyDailyStats" id="notify-daily" label="Daily statistics report" />
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
    </SettingsCard>
  );
}
