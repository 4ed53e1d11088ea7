import { Send } from 'lucide-react';
import { useEmailLogQuery } from '../../api/admin-email';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { EmailLogCard } from './email/email-log-card';
import { TemplatesCard } from './email/templates-card';
import { AdminPage } from './parts/admin-page';
import { SettingsCard } from './settings/settings-card';
import { TestEmailCard } from './settings/test-email-card';

/** /a/email (super admin): how mail leaves, a test e-mail, the last 200 messages with resend, the templates. */
export function AdminEmailPage() {
  usePageTitle('Email');
  return (
    <AdminPage title="Email" description="Make sure the product's e-mails go out: transport, test, log and templates.">
      <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
        <TransportCard />
        <TestEmailCard />
      </div>
      <EmailLogCard />
      <TemplatesCard />
    </AdminPage>
  );
}

/** SMTP (host and port) or the outbox folder, and the sender address. */
function TransportCard() {
  // The log's answer carries the transport; its unfiltered first read is shared with the log card.
  const transport = useEmailLogQuery({ status: '', search: '' }).data?.transport;
  return (
    <SettingsCard icon={Send} title="Transport" description="How the product's e-mails leave the server.">
      {transport ? (
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Sent through</dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              {transport.kind === 'smtp' ? `SMTP server ${transport.destination}` : 'Outbox folder (no SMTP_URL is set)'}
            </dd>
          </div>
          {transport.kind === 'outbox' ? (
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Folder</dt>
              <dd className="mt-0.5 break-all font-mono text-xs text-slate-800">{transport.destination}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Sender</dt>
            <dd className="mt-0.5 break-all text-slate-900">{transport.from}</dd>
          </div>
        </dl>
      ) : (
        <Skeleton className="h-28 w-full" />
      )}
      {transport?.kind === 'outbox' ? (
        <p className="mt-3 text-xs text-muted-foreground">
          Each message is written there as an .eml file and nothing reaches a mailbox. Set SMTP_URL to send real mail.
        </p>
      ) : null}
    </SettingsCard>
  );
}
