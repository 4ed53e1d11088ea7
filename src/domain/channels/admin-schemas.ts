import { z } from 'zod';
import { optionalDayField, optionalEnumField } from '../api/query-fields';
import { limitQueryField, ONE_LINE_PATTERN, pageQueryField, paginationSchema } from '../api/schemas';
import { CHANNELS, DELIVERY_STATUSES, REFUSAL_REASONS, TURN_KINDS, TURN_ORIGINS } from './channels';
import { PHONE_NUMBER_MESSAGE, readPhoneNumber } from './phone-numbers';

/*
 * The admins' side of the channels: the conversations (/a/channels), their counts, and each
 * channel's state with a test message (System Settings). A number leaves the server masked only:
 * neither the number in full nor its hash is in any answer.
 */

export const ADMIN_CHANNEL_MESSAGES_MAX_LIMIT = 100;

/** GET /api/admin/channels/messages: newest first, by channel, status and South African day. */
export const adminChannelMessagesQuerySchema = z.object({
  channel: optionalEnumField('channel', CHANNELS),
  status: optionalEnumField('status', DELIVERY_STATUSES),
  day: optionalDayField('day'),
  page: pageQueryField(),
  limit: limitQueryField(ADMIN_CHANNEL_MESSAGES_MAX_LIMIT, 25),
});
export type AdminChannelMessagesQuery = z.output<typeof adminChannelMessagesQuerySchema>;
export type AdminChannelMessagesInput = z.input<typeof adminChannelMessagesQuerySchema>;

/** One turn of a conversation as staff read it. */
export const adminChannelMessageSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  channel: z.enum(CHANNELS),
  origin: z.enum(TURN_ORIGINS),
  kind: z.enum(TURN_KINDS),
  /** '+27 82 *** **67'. */
  maskedNumber: z.string(),
  /** What the number sent; null for a message of our own (a USSD lookup's SMS, a location request, a test). */
  asked: z.string().nullable(),
  /** What was answered or sent; null when none was due. */
  answered: z.string().nullable(),
  language: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** Why sending failed, as the provider said. */
  error: z.string().nullable(),
});
export type AdminChannelMessage = z.infer<typeof adminChannelMessageSchema>;

export const adminChannelMessageListReplySchema = z.object({
  messages: z.array(adminChannelMessageSchema),
  pagination: paginationSchema,
});
export type AdminChannelMessageListReply = z.infer<typeof adminChannelMessageListReplySchema>;

/** The days the counts cover, today included. */
export const CHANNEL_SUMMARY_DAYS = 14;

/** A channel's turns in a span: messages in, messages out that the provider took, failed, STOPs. */
const turnCountsSchema = z.object({
  /** Messages received (USSD: session steps). */
  received: z.number().int(),
  /** Messages out the provider took (sent, delivered, read) and USSD screens answered. */
  sent: z.number().int(),
  failed: z.number().int(),
  stops: z.number().int(),
});
export type TurnCounts = z.infer<typeof turnCountsSchema>;

/** GET /api/admin/channels/summary: the last CHANNEL_SUMMARY_DAYS South African days. */
export const channelSummaryReplySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each channel over the span, with the numbers that have asked it to STOP now (whenever they did). */
  channels: z.array(turnCountsSchema.extend({ channel: z.enum(CHANNELS), isOn: z.boolean(), optedOut: z.number().int() })),
  /** Each day and channel that had turns, newest first. */
  days: z.array(turnCountsSchema.extend({ day: z.string(), channel: z.enum(CHANNELS) })),
  /** Webhook calls refused for their signature or secret, per channel and reason. */
  refusals: z.array(z.object({ channel: z.enum(CHANNELS), reason: z.enum(REFUSAL_REASONS), count: z.number().int(), lastRefusedAt: z.string() })),
});
export type ChannelSummaryReply = z.infer<typeof channelSummaryReplySchema>;

/** GET /api/admin/channels: each channel on or off, the settings that switch it on, its webhook URL. */
export const channelStatesReplySchema = z.object({
  channels: z.array(
    z.object({
      channel: z.enum(CHANNELS),
      isOn: z.boolean(),
      /** Its settings, all given together: while it is off, all of them are missing. */
      settings: z.array(z.string()),
      webhookUrl: z.string(),
    }),
  ),
});
export type ChannelStatesReply = z.infer<typeof channelStatesReplySchema>;

export const channelParamsSchema = z.object({ channel: z.enum(CHANNELS, { error: `channel must be one of: ${CHANNELS.join(', ')}` }) });

/** POST /api/admin/channels/{channel}/test: the number to send it to, written any usual way. */
export const testMessageBodySchema = z.object({
  to: z
    .string({ error: PHONE_NUMBER_MESSAGE })
    .max(40, { error: PHONE_NUMBER_MESSAGE })
    .regex(ONE_LINE_PATTERN, { error: PHONE_NUMBER_MESSAGE })
    .transform((typed, ctx) => readPhoneNumber(typed, ctx) ?? z.NEVER),
});
export type TestMessageInput = z.input<typeof testMessageBodySchema>;
