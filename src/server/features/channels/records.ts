import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CONTACT_RETENTION_DAYS, FULL_NUMBER_RETENTION_DAYS, type Channel, type DeliveryStatus, type RefusalReason, type TurnKind, type TurnOrigin } from '../../../domain/channels/channels';
import { isLanguage, type Language } from '../../../domain/i18n/languages';
import { southAfricanDay } from '../../../domain/time/south-african-time';
import type { Database, Queryable } from '../../db/client';
import { channelContacts, channelMessages, channelNumberKey, channelRefusals } from '../../db/schema';

/**
 * What the channels keep: the numbers that wrote (by hash, with their language and STOP), every
 * conversation turn, and the webhook calls refused.
 */

export type ChannelMessageRow = typeof channelMessages.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/**
 * A number's hash: HMAC-SHA256 of its E.164 form with the key in channel_number_key. A plain hash
 * of a phone number is undone by trying them all (South Africa has about a billion), so it is keyed;
 * the key is made once, at random, by whichever instance needs it first.
 */
export function createNumberHasher(db: Database): (e164: string) => Promise<string> {
  let key: Promise<string> | undefined;
  const loadKey = async () => {
    await db.insert(channelNumberKey).values({ id: 1, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ secret: channelNumberKey.secret }).from(channelNumberKey).where(eq(channelNumberKey.id, 1));
    return row!.secret;
  };
  return async (e164) => {
    key ??= loadKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return createHmac('sha256', await key).update(e164).digest('hex');
  };
}

/** A number's standing on a channel: the language it chose, and whether it asked us to STOP. */
export interface ContactState {
  language: Language | null;
  isOptedOut: boolean;
}

/** The number's standing as it was before this message, and the message's time recorded. */
export async function touchContact(db: Queryable, channel: Channel, numberHash: string): Promise<ContactState> {
  const [before] = await db
    .select({ language: channelContacts.language, optedOutAt: channelContacts.optedOutAt })
    .from(channelContacts)
    .where(and(eq(channelContacts.channel, channel), eq(channelContacts.numberHash, numberHash)));
  await db
    .insert(channelContacts)
    .values({ channel, numberHash })
    .onConflictDoUpdate({ target: [channelContacts.channel, channelContacts.numberHash], set: { lastMessageAt: sql`now()` } });
  return { language: isLanguage(before?.language) ? before.language : null, isOptedOut: Boolean(before?.optedOutAt) };
}

/** The number's standing without recording anything (none: English, not stopped). */
export async function readContact(db: Queryable, channel: Channel, numberHash: string): Promise<ContactState> {
  const [row] = await db
    .select({ language: channelContacts.language, optedOutAt: channelContacts.optedOutAt })
    .from(channelContacts)
    .where(and(eq(channelContacts.channel, channel), eq(channelContacts.numberHash, numberHash)));
  return { language: isLanguage(row?.language) ? row.language : null, isOptedOut: Boolean(row?.optedOutAt) };
}

/** Changes what is kept of a number on a channel: its language, its STOP (a date) or its return (null). */
export async function updateContact(
  db: Queryable,
  channel: Channel,
  numberHash: string,
  change: { language?: Language; optedOutAt?: Date | null },
): Promise<void> {
  await db
    .insert(channelContacts)
    .values({ channel, numberHash, ...change })
    .onConflictDoUpdate({ target: [channelContacts.channel, channelContacts.numberHash], set: change });
}

/** A turn as it starts: who wrote what, on which channel. */
export interface NewTurn {
  channel: Channel;
  origin: TurnOrigin;
  providerMessageId: string | null;
  numberHash: string;
  phoneNumber: string;
  maskedNumber: string;
  kind: TurnKind;
  asked: string | null;
  language: Language;
  userId?: string | null;
}

/**
 * Records a turn; null when the provider's message id was recorded before (a delivery retried), so
 * that a message is answered once whichever instance, and however often, it reaches.
 */
export async function startTurn(db: Queryable, turn: NewTurn): Promise<string | null> {
  const [row] = await db
    .insert(channelMessages)
    .values({ ...turn, userId: turn.userId ?? null })
    .onConflictDoNothing({ target: [channelMessages.channel, channelMessages.providerMessageId] })
    .returning({ id: channelMessages.id });
  return row?.id ?? null;
}

/** The turn of a provider's message, as recorded (a retried USSD step is answered as it was). */
export async function findTurn(db: Queryable, channel: Channel, providerMessageId: string): Promise<ChannelMessageRow | null> {
  const [row] = await db
    .select()
    .from(channelMessages)
    .where(and(eq(channelMessages.channel, channel), eq(channelMessages.providerMessageId, providerMessageId)));
  return row ?? null;
}

/** How a turn ended: what it was, what was answered and how the sending went. */
export interface TurnOutcome {
  kind?: TurnKind;
  language?: Language;
  answered?: string | null;
  status: DeliveryStatus;
  error?: string | null;
  replyMessageIds?: string[];
}

export async function finishTurn(db: Queryable, id: string, outcome: TurnOutcome): Promise<void> {
  await db
    .update(channelMessages)
    .set({ ...outcome, error: outcome.error?.slice(0, 1000) ?? null, updatedAt: new Date() })
    .where(eq(channelMessages.id, id));
}

/** The order of the statuses a provider reports: a later report never takes a turn back. */
const STATUS_RANK: Partial<Record<DeliveryStatus, number>> = { sent: 1, delivered: 2, read: 3 };

/**
 * What a provider's status callback says of a message we sent (WhatsApp: sent, delivered, read,
 * failed): the turn that sent it moves forward (delivered after read changes nothing, as callbacks
 * may arrive out of order); failed is kept unless the message was already delivered or read.
 * Answers 'unknown' when no turn sent a message of that id (yet).
 */
export async function updateDeliveryStatus(db: Queryable, replyMessageId: string, status: DeliveryStatus, error: string | null): Promise<'updated' | 'unchanged' | 'unknown'> {
  const rank = (column: typeof channelMessages.status) =>
    sql`case ${column} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 0 end`;
  const isForward =
    status === 'failed' ? sql`${channelMessages.status} not in ('delivered', 'read')` : sql`${rank(channelMessages.status)} < ${STATUS_RANK[status] ?? 0}`;
  const naming = sql`${channelMessages.replyMessageIds} @> array[${replyMessageId}]::text[]`;
  // Whether a turn holds the id is asked first: asked after an update that found nothing, it could
  // find the ids recorded in between and call 'unchanged' a report that was never applied.
  if ((await db.$count(channelMessages, naming)) === 0) return 'unknown';
  const updated = await db
    .update(channelMessages)
    .set({ status, ...(error ? { error: error.slice(0, 1000) } : {}), updatedAt: new Date() })
    .where(and(naming, isForward))
    .returning({ id: channelMessages.id });
  return updated.length > 0 ? 'updated' : 'unchanged';
}

/** Counts a refused webhook call for staff: per channel, reason and South African day. */
export async function recordRefusal(db: Queryable, channel: Channel, reason: RefusalReason): Promise<void> {
  await db
    .insert(channelRefusals)
    .values({ channel, reason, day: southAfricanDay(), count: 1 })
    .onConflictDoUpdate({
      target: [channelRefusals.channel, channelRefusals.reason, channelRefusals.day],
      set: { count: sql`${channelRefusals.count} + 1`, lastRefusedAt: sql`now()` },
    });
}

/**
 * The retention job: numbers in full go from turns older than FULL_NUMBER_RETENTION_DAYS (the hash
 * and the masked number stay), and numbers that neither wrote for CONTACT_RETENTION_DAYS nor asked us
 * to STOP are forgotten. Answers how many turns lost their number and how many numbers went.
 */
export async function clearOldChannelNumbers(db: Queryable, now: Date = new Date()): Promise<{ turns: number; contacts: number }> {
  const turns = await db
    .update(channelMessages)
    .set({ phoneNumber: null })
    .where(and(isNotNull(channelMessages.phoneNumber), lt(channelMessages.createdAt, new Date(now.getTime() - FULL_NUMBER_RETENTION_DAYS * DAY_MS))))
    .returning({ id: channelMessages.id });
  const contacts = await db
    .delete(channelContacts)
    .where(and(isNull(channelContacts.optedOutAt), lt(channelContacts.lastMessageAt, new Date(now.getTime() - CONTACT_RETENTION_DAYS * DAY_MS))))
    .returning({ numberHash: channelContacts.numberHash });
  return { turns: turns.length, contacts: contacts.length };
}

