import type { ChannelSummaryReply } from '../../../../domain/channels/admin-schemas';
import { CHANNEL_NAMES } from '../../../../domain/channels/channels';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { TableCell, TableRow } from '../../../components/ui/table';
import { formatDate, formatDateTime } from '../../../lib/format';
import { AdminTable, type AdminColumn } from '../parts/list-parts';
import { REFUSAL_LABELS } from './labels';

const COUNT = 'text-right tabular-nums';

/** Each channel over the span: on or off, messages in, sent, failed, STOPs, and the numbers stopped now. */
export function ChannelTotals({ summary }: { summary: ChannelSummaryReply }) {
  return (
    <ul aria-label="Totals per channel" className="grid gap-3 md:grid-cols-3">
      {summary.channels.map((channel) => (
        <li key={channel.channel}>
          <Card className="p-4">
            <h3 className="flex items-center justify-between gap-2 text-base font-semibold text-slate-900">
              {CHANNEL_NAMES[channel.channel]}
              <Badge variant={channel.isOn ? 'secondary' : 'outline'}>{channel.isOn ? 'On' : 'Off'}</Badge>
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {(
                [
                  ['Messages in', channel.received],
                  ['Sent', channel.sent],
                  ['Failed', channel.failed],
                  ['STOPs', channel.stops],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                  <dd className={`text-lg font-bold tabular-nums ${label === 'Failed' && value > 0 ? 'text-red-700' : 'text-slate-900'}`}>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">{`${channel.optedOut} ${channel.optedOut === 1 ? 'number has' : 'numbers have'} asked it to STOP.`}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const DAY_COLUMNS: readonly AdminColumn[] = [
  { title: 'Day' },
  { title: 'Channel' },
  { title: 'In', className: 'text-right' },
  { title: 'Sent', className: 'text-right' },
  { title: 'Failed', className: 'text-right' },
  { title: 'STOP', className: 'text-right' },
];

/** Each day and channel that had turns, newest first. */
export function ChannelDays({ summary }: { summary: ChannelSummaryReply }) {
  return (
    <AdminTable
      label="Messages by day"
      items={summary.days}
      columns={DAY_COLUMNS}
      empty={{ title: 'No messages', hint: 'No message came in or went out in these 14 days.' }}
      row={(row) => (
        <TableRow key={`${row.day}-${row.channel}`}>
          <TableCell className="whitespace-nowrap">{formatDate(row.day)}</TableCell>
          <TableCell>{CHANNEL_NAMES[row.channel]}</TableCell>
          <TableCell className={COUNT}>{row.received}</TableCell>
          <TableCell className={COUNT}>{row.sent}</TableCell>
          <TableCell className={`${COUNT} ${row.failed > 0 ? 'font-semibold text-red-700' : ''}`}>{row.failed}</TableCell>
          <TableCell className={COUNT}>{row.stops}</TableCell>
        </TableRow>
      )}
    />
  );
}

const REFUSAL_COLUMNS: readonly AdminColumn[] = [
  { title: 'Channel' },
  { title: 'Reason' },
  { title: 'Calls', className: 'text-right' },
  { title: 'Last refused' },
];

/** Webhook calls refused for their signature or secret: someone knocking, or a provider set up wrongly. */
export function ChannelRefusals({ summary }: { summary: ChannelSummaryReply }) {
  return (
    <AdminTable
      label="Refused webhook calls"
      items={summary.refusals}
      columns={REFUSAL_COLUMNS}
      empty={{ title: 'No refused calls', hint: 'Every webhook call in these 14 days carried the right signature or secret.' }}
      row={(row) => (
        <TableRow key={`${row.channel}-${row.reason}`}>
          <TableCell>{CHANNEL_NAMES[row.channel]}</TableCell>
          <TableCell>{REFUSAL_LABELS[row.reason]}</TableCell>
          <TableCell className={COUNT}>{row.count}</TableCell>
          <TableCell className="whitespace-nowrap text-xs">{formatDateTime(row.lastRefusedAt)}</TableCell>
        </TableRow>
      )}
    />
  );
}
