import { CHANNEL_NAMES, CHANNELS, DELIVERY_STATUSES } from '../../../domain/channels/channels';
import type { AdminChannelMessage } from '../../../domain/channels/admin-schemas';
import { useAdminChannelMessagesQuery, useChannelSummaryQuery, type AdminChannelMessageFilters } from '../../api/admin-channels';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { TableCell, TableRow } from '../../components/ui/table';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { cn } from '../../lib/utils';
import { ChannelDays, ChannelRefusals, ChannelTotals } from './channels/channel-summary';
import { ORIGIN_LABELS, STATUS_CLASSES, STATUS_LABELS } from './channels/labels';
import { AdminPage, FetchError } from './parts/admin-page';
import { FilterInput, FilterSelect, optionsOf } from './parts/filters';
import { AdminTable, useListFilters, type AdminColumn } from './parts/list-parts';

const NO_FILTERS: AdminChannelMessageFilters = { page: 1, channel: '', status: '', day: '' };

// Below 640 px the conversation's first cell carries what was asked and answered, and the status
// keeps its column.
const CONVERSATION_COLUMNS: readonly AdminColumn[] = [
  { title: 'Conversation' },
  { title: 'Asked', className: 'hidden sm:table-cell' },
  { title: 'Answered', className: 'hidden sm:table-cell' },
  { title: 'Status' },
];

/**
 * /a/channels: the conversations on WhatsApp, by SMS and by USSD, newest first, each number masked;
 * above them the last 14 days per channel and per day, and the webhook calls refused.
 */
export function AdminChannelsPage() {
  usePageTitle('Channels');
  const { filters, filterField, setPage } = useListFilters(NO_FILTERS);
  const summary = useChannelSummaryQuery();
  const messages = useAdminChannelMessagesQuery(filters);
  const data = messages.data;

  return (
    <AdminPage title="Channels" description="Codes looked up on WhatsApp, by SMS and by USSD. Numbers are shown masked.">
      <section aria-labelledby="channels-days" className="space-y-3">
        <h2 id="channels-days" className="text-lg font-semibold text-slate-900">
          {summary.data ? `Last 14 days (${formatDate(summary.data.from)} to ${formatDate(summary.data.to)})` : 'Last 14 days'}
        </h2>
        {summary.isError ? <FetchError title="Failed to fetch the counts" error={summary.error} /> : null}
        {summary.data ? (
          <>
            <ChannelTotals summary={summary.data} />
            <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
              <div className="min-w-0 space-y-2">
                <h3 className="text-sm font-semibold text-slate-900">By day</h3>
                <ChannelDays summary={summary.data} />
              </div>
              <div className="min-w-0 space-y-2">
                <h3 className="text-sm font-semibold text-slate-900">Refused webhook calls</h3>
                <ChannelRefusals summary={summary.data} />
              </div>
            </div>
          </>
        ) : summary.isError ? null : (
          <Skeleton className="h-40 w-full" />
        )}
      </section>

      <section aria-labelledby="channels-conversations" className="space-y-3">
        <h2 id="channels-conversations" className="text-lg font-semibold text-slate-900">
          Conversations
        </h2>
        <Card className="grid gap-3 p-4 sm:grid-cols-3">
          <FilterSelect id="filter-channel" label="Channel" allLabel="All channels" options={optionsOf(CHANNELS, CHANNEL_NAMES)} {...filterField('channel')} />
          <FilterSelect id="filter-status" label="Status" allLabel="All statuses" options={optionsOf(DELIVERY_STATUSES, STATUS_LABELS)} {...filterField('status')} />
          <FilterInput id="filter-day" label="Day" type="date" {...filterField('day')} />
        </Card>
        {messages.isError ? <FetchError title="Failed to fetch the conversations" error={messages.error} /> : null}
        <AdminTable
          label="Conversations"
          items={data?.messages}
          pagination={data?.pagination}
          onPageChange={setPage}
          columns={CONVERSATION_COLUMNS}
          empty={{
            title: 'No conversations',
            hint: filters.channel || filters.status || filters.day ? 'No turn matches these filters.' : 'Messages on WhatsApp, by SMS and by USSD appear here.',
          }}
          row={(message) => <ConversationRow key={message.id} message={message} />}
        />
      </section>
    </AdminPage>
  );
}

/** What the number sent, or what our own message was. */
function askedText(message: AdminChannelMessage): string {
  return message.origin === 'inbound' ? (message.asked ?? '') : ORIGIN_LABELS[message.origin];
}

function ConversationRow({ message }: { message: AdminChannelMessage }) {
  const asked = askedText(message);
  const answered = message.answered ?? '-';
  return (
    <TableRow>
      <TableCell className="min-w-40 text-xs">
        <span className="block font-medium text-slate-900">{message.maskedNumber}</span>
        <span className="block text-muted-foreground">{`${CHANNEL_NAMES[message.channel]} · ${formatDateTime(message.createdAt)}`}</span>
        <span className={cn('mt-2 block wrap-anywhere sm:hidden', message.origin !== 'inbound' && 'italic text-muted-foreground')}>
          {message.origin === 'inbound' ? <span className="font-semibold">Asked: </span> : null}
          {asked}
        </span>
        <span className="mt-1 block whitespace-pre-line wrap-anywhere text-muted-foreground sm:hidden">
          <span className="font-semibold text-slate-900">{message.origin === 'inbound' ? 'Answered: ' : 'Sent: '}</span>
          {answered}
        </span>
      </TableCell>
      <TableCell className={cn('hidden min-w-40 wrap-anywhere text-xs sm:table-cell', message.origin !== 'inbound' && 'italic text-muted-foreground')}>{asked}</TableCell>
      <TableCell className="hidden min-w-64 whitespace-pre-line wrap-anywhere text-xs sm:table-cell">{answered}</TableCell>
      <TableCell className="min-w-28 text-xs">
        <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 font-semibold', STATUS_CLASSES[message.status])}>{STATUS_LABELS[message.status]}</span>
        {message.error ? <span className="mt-1 block wrap-anywhere text-red-800">{message.error}</span> : null}
      </TableCell>
    </TableRow>
  );
}
