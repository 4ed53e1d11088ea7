import { RotateCw, ScrollText } from 'lucide-react';
import { EMAIL_STATUSES, type EmailLogEntry } from '../../../../domain/email/schemas';
import { useEmailLogQuery, useResendEmailMutation, type EmailLogFilters } from '../../../api/admin-email';
import { ListPagination } from '../../../components/list-pagination';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FetchError } from '../parts/admin-page';
import { FilterSelect, optionsOf, SearchFilter } from '../parts/filters';
import { useListFilters } from '../parts/list-parts';
import { SettingsCard } from '../settings/settings-card';
import { toastFailure } from '../../../components/toast-failure';

const STATUS_LABELS = { sent: 'Sent', failed: 'Failed', sending: 'Sending' } as const;
const STATUS_BADGES = { sent: 'secondary', failed: 'destructive', sending: 'outline' } as const;
/** The log holds at most 200 messages; they are shown a page at a time. */
const PAGE_SIZE = 20;

/** The newest 200 messages with their outcome, filtered by outcome and address or subject, each resendable. */
export function EmailLogCard() {
  // The search as typed; the log is asked with it trimmed, once typing pauses.
  const { filters, filterField, setPage } = useListFilters<EmailLogFilters & { page: number }>({ page: 1, status: '', search: '' });
  const { page, status } = filters;
  const search = useDebouncedValue(filters.search.trim(), 300);
  const log = useEmailLogQuery({ status, search });
  const messages = log.data?.messages ?? [];
  const shown = messages.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <SettingsCard icon={ScrollText} title="Sent messages" description="The last 200 e-mails: to whom, what, when, and whether they went out.">
      <div className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <FilterSelect id="email-log-status" label="Outcome" allLabel="All" options={optionsOf(EMAIL_STATUSES, STATUS_LABELS)} {...filterField('status')} />
          <SearchFilter id="email-log-search" placeholder="Address or subject" {...filterField('search')} />
        </div>
        {log.isError ? <FetchError title="Failed to fetch the e-mail log" error={log.error} /> : null}
        {!log.data ? (
          log.isError ? null : <Skeleton className="h-40 w-full" />
        ) : messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {status || search ? 'No message matches these filters.' : 'No e-mail has been sent yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Sent messages">
            {shown.map((entry) => (
              <LogRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
        <ListPagination
          pagination={{ page, limit: PAGE_SIZE, total: messages.length, totalPages: Math.ceil(messages.length / PAGE_SIZE) }}
          onPageChange={setPage}
        />
      </div>
    </SettingsCard>
  );
}

function LogRow({ entry }: { entry: EmailLogEntry }) {
  const resend = useResendEmailMutation();
  const handleResend = () =>
    resend.mutate(entry.id, {
      onSuccess: (reply) => toast({ title: 'Message sent again', description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure('Failed to resend', error, 'Please try again.'),
    });
  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant={STATUS_BADGES[entry.status]}>{STATUS_LABELS[entry.status]}</Badge>
          <span className="break-all font-medium text-slate-900">{entry.to}</span>
        </p>
        <p className="mt-1 wrap-anywhere text-slate-800">{entry.subject}</p>
        <p className="text-xs text-muted-foreground">
          {`${formatDateTime(entry.createdAt)} · ${entry.template} · ${entry.transport}${entry.resendOf ? ' · resent' : ''}`}
        </p>
        {entry.error ? <p className="mt-1 wrap-anywhere text-xs text-destructive">{entry.error}</p> : null}
      </div>
      {entry.canResend ? (
        <Button size="sm" variant="outline" disabled={resend.isPending} onClick={handleResend} aria-label={`Resend to ${entry.to}: ${entry.subject}`}>
          <RotateCw aria-hidden />
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground sm:max-w-40 sm:text-right">Not kept (held a secret), so it cannot be resent.</p>
      )}
    </li>
  );
}
