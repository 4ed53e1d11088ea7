import { z } from 'zod';
import { oneLine } from '../api/schemas';
import { v1PlaceSchema } from '../api-v1/schemas';
import { locationRequestSchema } from '../location-requests/schemas';
import { typedCodeSchema } from '../zarcode/schemas';
import { MAX_WATCHES_PER_KEY, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH } from './webhooks';

export const WEBHOOK_URL_MESSAGE = "Please enter the receiver's address, starting with https://";
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event';

/** An http(s) address with a host ('https://dispatch.example/hook'). */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** POST /api/developers/webhooks: where to send, and which events. Whether the address may be used is the server's check. */
export const createWebhookBodySchema = z
  .object({
    url: oneLine(
      z
        .string({ error: WEBHOOK_URL_MESSAGE })
        .trim()
        .min(1, { error: WEBHOOK_URL_MESSAGE })
        .max(WEBHOOK_URL_MAX_LENGTH, { error: `The address may be at most ${WEBHOOK_URL_MAX_LENGTH} characters` }),
      "The receiver's address",
    ).refine(isWebAddress, { error: WEBHOOK_URL_MESSAGE }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_EVENTS_MESSAGE }), { error: WEBHOOK_EVENTS_MESSAGE })
      .min(1, { error: WEBHOOK_EVENTS_MESSAGE })
      .max(20, { error: WEBHOOK_EVENTS_MESSAGE })
      .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
  })
  .meta({ example: { url: 'https://dispatch.example.co.za/zarcode-events', events: ['location_request.answered', 'zarcode.moved'] } });
export type CreateWebhookInput = z.input<typeof createWebhookBodySchema>;
export type CreateWebhookBody = z.output<typeof createWebhookBodySchema>;

/** An endpoint as its owner (or an admin) sees it: never its secret, which is shown once. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** The secret's first characters ('whsec_AbC1'), to tell which one a receiver holds. */
  secretHint: z.string(),
  createdAt: z.string(),
  /** When its secret was last replaced, or null. */
  secretRotatedAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListReplySchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookListReply = z.infer<typeof webhookListReplySchema>;

/** POST /api/developers/webhooks and .../secret: the endpoint and its signing secret, this once. */
export const webhookSecretReplySchema = z.object({
  webhook: webhookSchema,
  secret: z.string().meta({ example: 'whsec_3q2-7wEAAAAAv0Yy6Qq1Zg1mV9kXo3b1nE4cVb6rTtM' }),
});
export type WebhookSecretReply = z.infer<typeof webhookSecretReplySchema>;

/** An id in a path: anything that is not one of the caller's is simply not found (404). */
export const webhookParamsSchema = z.object({ id: z.string().max(64) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One try of a delivery: when, and what the receiver answered (its HTTP status) or why nothing came. */
export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  outcome: z.enum(['delivered', 'failed']),
  /** The receiver's HTTP status; null when none came (refused address, timeout, connection failed). */
  responseStatus: z.number().int().nullable(),
  /** Why the try failed when the status does not say it. */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/**
 * One event sent to one endpoint: `pending` while it is tried (at once, then with longer waits for 24
 * hours), `delivered` once the receiver answered 2xx, `failed` after the last try.
 */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhookId: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  /** Sent again by hand (a copy of an earlier delivery, with the same event). */
  isResend: z.boolean(),
  createdAt: z.string(),
  /** When it is tried next, while pending. */
  nextAttemptAt: z.string().nullable(),
  /** Oldest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListReplySchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryListReply = z.infer<typeof webhookDeliveryListReplySchema>;

export const webhookDeliveryParamsSchema = z.object({ id: z.string().max(64) });

/*
 * The events as receivers get them: `{ id, type, createdAt, data }`, where `id` names the event (the
 * same on every try and on a resend, so that a receiver can ignore one it has had).
 */

/**
 * A code as the receiver may read it, by the API's rule: `found` with its place for a public code
 * or the receiver's own, `private` without it for someone else's private code.
 */
const codeStateFields = {
  zarcode: z.string(),
  status: z.enum(['found', 'private']),
  place: v1PlaceSchema.nullable(),
  /** The code is the receiver's own (not only watched by one of their keys). */
  isOwn: z.boolean(),
};

/** What changed besides the point: 'title', 'privacy', 'address'. */
export const CODE_CHANGE_FIELDS = ['title', 'privacy', 'address'] as const;
export type CodeChangeField = (typeof CODE_CHANGE_FIELDS)[number];

export const zarcodeUpdatedDataSchema = z.object({ ...codeStateFields, changes: z.array(z.enum(CODE_CHANGE_FIELDS)) });
export type ZarcodeUpdatedData = z.infer<typeof zarcodeUpdatedDataSchema>;

export const zarcodeMovedDataSchema = z.object({
  ...codeStateFields,
  /** Where it was; null when the receiver may not locate it. */
  previous: z.object({ latitude: z.number(), longitude: z.number(), plusCode: z.string() }).nullable(),
  /** What else changed with the move (a move changes the suburb and city as a rule). */
  changes: z.array(z.enum(CODE_CHANGE_FIELDS)),
});
export type ZarcodeMovedData = z.infer<typeof zarcodeMovedDataSchema>;

export const zarcodeDeletedDataSchema = z.object({ zarcode: z.string(), isOwn: z.boolean() });
export type ZarcodeDeletedData = z.infer<typeof zarcodeDeletedDataSchema>;

/** The request as GET /api/v1/location-requests/{id} answers it. */
export const locationRequestAnsweredDataSchema = locationRequestSchema;

/** The body of every delivery. */
export const webhookEventSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('zarcode.updated'), createdAt: z.string(), data: zarcodeUpdatedDataSchema }),
  z.object({ id: z.string(), type: z.literal('zarcode.moved'), createdAt: z.string(), data: zarcodeMovedDataSchema }),
  z.object({ id: z.string(), type: z.literal('zarcode.deleted'), createdAt: z.string(), data: zarcodeDeletedDataSchema }),
  z.object({ id: z.string(), type: z.literal('location_request.answered'), createdAt: z.string(), data: locationRequestAnsweredDataSchema }),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** PUT and DELETE /api/v1/watches/{code}: the code typed any way, as a lookup takes it. */
export const watchParamsSchema = z.object({ code: typedCodeSchema });

export const watchSchema = z
  .object({
    zarcode: z.string(),
    watchedSince: z.string(),
  })
  .meta({ example: { zarcode: '1CT-7K2M', watchedSince: '2026-11-30T08:15:00.000Z' } });
export type Watch = z.infer<typeof watchSchema>;

const afterMessage = 'after must be a code, as the previous page ended';

/** GET /api/v1/watches?after=: the key's watches by code, a page at a time. */
export const watchListQuerySchema = z.object({
  after: z.string({ error: afterMessage }).max(40, { error: afterMessage }).optional(),
});

export const watchListReplySchema = z
  .object({
    watches: z.array(watchSchema),
    /** How many codes the key watches, of the MAX_WATCHES_PER_KEY it may. */
    total: z.number().int(),
    limit: z.number().int(),
    /** `after` for the next page, or null on the last. */
    next: z.string().nullable(),
  })
  .meta({
    example: {
      watches: [{ zarcode: '1CT-7K2M', watchedSince: '2026-11-30T08:15:00.000Z' }],
      total: 1,
      limit: MAX_WATCHES_PER_KEY,
      next: null,
    },
  });
export type WatchListReply = z.infer<typeof watchListReplySchema>;

