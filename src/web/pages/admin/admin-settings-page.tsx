import { useSystemSettingsQuery } from '../../api/admin-settings';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage, FetchError } from './parts/admin-page';
import { PaymentsUnavailableNotice } from './parts/payments-unavailable-notice';
import { PaymentCard } from './settings/payment-card';
import { ChannelsCard } from './settings/channels-card';
import { SystemCard } from './settings/system-card';
import { TestEmailCard } from './settings/test-email-card';

/**
 * /a/settings (super admin): System Configuration, Payment Configuration, Test Email and the
 * messaging channels (each one's state and a test message), with the agreed messages
 * (docs/rules.md#messages). Each Save sends the full settings object: the saved values with that
 * card's edits, so saving one card never saves the other's unsaved changes.
 */
export function AdminSettingsPage() {
  usePageTitle('System Settings');
  const settings = useSystemSettingsQuery();
  return (
    <AdminPage title="System Settings" description="Configure maps, limits, VAT, notifications and payments.">
      {settings.isError ? (
        <FetchError title="Failed to fetch settings" error={settings.error} fallback="Please reload the page to try again." />
      ) : settings.data ? (
        <>
          <PaymentsUnavailableNotice payment={settings.data.payment} />
          <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
            <SystemCard saved={settings.data} key={`system-${settings.data.updatedAt}`} />
            <PaymentCard saved={settings.data} key={`payment-${settings.data.updatedAt}`} />
            <TestEmailCard />
            <ChannelsCard />
          </div>
        </>
      ) : (
        <div className="grid gap-5 xl:grid-cols-2">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      )}
    </AdminPage>
  );
}
