import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminChannelMessage, AdminChannelMessagesQuery, ChannelSummaryReply, TurnCounts } from '../../../domain/channels/admin-schemas';
import { CHANNEL_SUMMARY_DAYS } from '../../../domain/channels/admin-schemas';
import { CHANNELS, type Channel } from '../../../domain/channels/channels';
import { addDays, southAfricanDay, southAfricanDaysSpan } from '../../../domain/time/south-african-time';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { newestPage } from '../../db/lists';
import { channelContacts, channelMessages, channelRefusals } from '../../db/schema';
import { southAfricanDayOf } from '../../db/values';
import { ADMIN_TURN_COLUMNS, presentAdminTurn } from './presenter';

/**
 * What staff read of the channels (/a/channels): the conversations, newest first, and their counts.
 * A number is read masked only: the queries never select it in full, nor its hash.
 */

/** GET /api/admin/channels/messages: a page of turns by channel, status and South African day. */
export async function listChannelMessages(db: Database, query: AdminChannelMessagesQuery): Promise<{ messages: AdminChannelMessage[]; total: number }> {
  const filters: SQL[] = [];
  if (query.channel) filters.push(eq(channelMessages.channel, query.channel));
  if (query.status) filters.push(eq(channelMessages.status, query.status));
  if (query.day) {
    const { start, end } = southAfricanDaysSpan(query.day, query.day);
    filters.push(gte(channelMessages.createdAt, start), lt(channelMessages.createdAt, end));
  }
  const { rows, total } = await newestPage(
    db,
    { table: channelMessages, select: db.select(ADMIN_TURN_COLUMNS).from(channelMessages), where: and(...filters) },
    query,
  );
  return { messages: rows.map(presentAdminTurn), total };
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The counts of a turn: a message in (USSD: a session step); a message out the provider took, or a
 * USSD screen answered; a send that failed; a STOP.
 */
const TURN_COUNTS = {
  received: countWhere(sql`${channelMessages.origin} = 'inbound'`),
  sent: countWhere(sql`${channelMessages.status} in ('answered', 'sent', 'delivered', 'read')`),
  failed: countWhere(sql`${channelMessages.status} = 'failed'`),
  stops: countWhere(sql`${channelMessages.kind} = 'stop'`),
};

const NO_TURNS: TurnCounts = { received: 0, sent: 0, failed: 0, stops: 0 };
const addCounts = (a: TurnCounts, b: TurnCounts): TurnCounts => ({
  received: a.received + b.received,
  sent: a.sent + b.sent,
  failed: a.failed + b.failed,
  stops: a.stops + b.stops,
});

/**
 * GET /api/admin/channels/summary: the last CHANNEL_SUMMARY_DAYS South African days (today
 * included) per channel and per day, the webhook calls refused in them, and the numbers that have
 * asked each channel to STOP (whenever they did: they stay stopped until they write again).
 */
export async function summarizeChannels(db: Database, config: Pick<Config, 'channels'>, now = new Date()): Promise<ChannelSummaryReply> {
  const to = southAfricanDay(now);
  const from = addDays(to, 1 - CHANNEL_SUMMARY_DAYS);
  const { start } = southAfricanDaysSpan(from, to);
  const day = southAfricanDayOf(channelMessages.createdAt);
  const [days, refusals, optedOut] = await Promise.all([
    db
      .select({ day, channel: channelMessages.channel, ...TURN_COUNTS })
      .from(channelMessages)
      .where(gte(channelMessages.createdAt, start))
      .groupBy(day, channelMessages.channel),
    db
      .select({
        channel: channelRefusals.channel,
        reason: channelRefusals.reason,
        count: sql<number>`sum(${channelRefusals.count})`.mapWith(Number),
        lastRefusedAt: sql<Date>`max(${channelRefusals.lastRefusedAt})`.mapWith(channelRefusals.lastRefusedAt),
      })
      .from(channelRefusals)
      .where(gte(channelRefusals.day, from))
      .groupBy(channelRefusals.channel, channelRefusals.reason),
    db
      .select({ channel: channelContacts.channel, count: sql<number>`count(*)`.mapWith(Number) })
      .from(channelContacts)
      .where(isNotNull(channelContacts.optedOutAt))
      .groupBy(channelContacts.channel),
  ]);
  const channelOrder = (channel: Channel) => CHANNELS.indexOf(channel);
  return {
    from,
    to,
    channels: CHANNELS.map((channel) => ({
      channel,
      isOn: config.channels[channel] !== undefined,
      ...days.filter((row) => row.channel === channel).reduce<TurnCounts>(addCounts, NO_TURNS),
      optedOut: optedOut.find((row) => row.channel === channel)?.count ?? 0,
    })),
    days: days
      .map(({ day: rowDay, channel, received, sent, failed, stops }) => ({ day: rowDay, channel, received, sent, failed, stops }))
      .sort((a, b) => b.day.localeCompare(a.day) || channelOrder(a.channel) - channelOrder(b.channel)),
    refusals: refusals
      .map((row) => ({ ...row, lastRefusedAt: row.lastRefusedAt.toISOString() }))
      .sort((a, b) => channelOrder(a.channel) - channelOrder(b.channel) || a.reason.localeCompare(b.reason)),
  };
}
