import { endpoint, loaded } from '../api/endpoint';

// The messaging channels' webhooks: Meta's WhatsApp Cloud API, an SMS aggregator and a USSD gateway
// call them, never the web app. Each answers 503 while its channel's settings are not given. Their
// callers prove themselves by a signature (WhatsApp) or a shared secret (SMS, USSD), not by a token.

const channels = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

/** Meta's check, when the webhook is set up, that it is ours: the verify token, answered with the challenge. */
export const verifyWhatsAppWebhookEndpoint = endpoint({
  method: 'GET',
  path: '/api/channels/whatsapp',
  access: 'public',
  caching: 'no-store',
  tags: ['channels'],
  description: "Meta's webhook verification: `hub.mode=subscribe` with our verify token is answered with `hub.challenge` as text; a wrong token 403.",
  errors: [403, 429, 503],
  schemas: loaded(channels, (s) => ({ querystring: s.whatsAppVerifyQuerySchema, response: { 200: s.whatsAppChallengeReplySchema } })),
});

/**
 * Meta's webhook calls (messages, delivery reports). The body is read as sent: its
 * X-Hub-Signature-256 is checked over those very bytes before it is parsed.
 */
export const whatsAppWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/channels/whatsapp',
  access: 'public',
  caching: 'no-store',
  tags: ['channels'],
  description:
    "Meta's WhatsApp webhook (messages and delivery reports), signed: `X-Hub-Signature-256: sha256=` and the HMAC-SHA256 of the body with the app secret, else 401 (missing) or 403 (wrong). Answered 200 at once; the replies go out through the Graph API. A message id received before gets no second reply.",
  errors: [400, 401, 403, 429, 503],
  schemas: loaded(channels, (s) => ({ response: { 200: s.messageReplySchema } })),
});

/** An SMS aggregator's inbound messages; the reply goes out through its send API. */
export const inboundSmsEndpoint = endpoint({
  method: 'POST',
  path: '/api/channels/sms',
  access: 'public',
  caching: 'no-store',
  tags: ['channels'],
  description:
    'An inbound SMS from the aggregator, form-encoded or JSON: `from`, `text`, `id`. Carries the webhook secret (`X-Webhook-Secret` header or `secret` parameter), else 401. Answered 200 at once; the reply goes out through the send API. A message id received before gets no second reply.',
  errors: [400, 401, 429, 503],
  schemas: loaded(channels, (s) => ({ response: { 200: s.messageReplySchema } })),
});

/** A USSD gateway's session callback: answered with the next screen, as text. */
export const ussdSessionEndpoint = endpoint({
  method: 'POST',
  path: '/api/channels/ussd',
  access: 'public',
  caching: 'no-store',
  tags: ['channels'],
  description:
    'A USSD session step, form-encoded: `sessionId`, `serviceCode`, `phoneNumber`, `text` (the choices so far joined by `*`). Answered as text: `CON ` and a screen waiting for input, or `END ` and the last screen, each at most 182 characters. Carries the webhook secret (`X-Webhook-Secret` header or `secret` parameter), else 401.',
  errors: [400, 401, 429, 503],
  schemas: loaded(channels, (s) => ({ body: s.ussdCallbackSchema, response: { 200: s.ussdReplySchema } })),
});

// Admins: the conversations and their counts (/a/channels), each channel's state, and the super
// admins' test message (System Settings).

const admin = async () => ({ ...(await import('../api/schemas')), ...(await import('./admin-schemas')) });

/** Each channel on or off, the settings that switch it on, and the webhook URL to give its provider. */
export const adminChannelStatesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/channels',
  access: 'admin',
  tags: ['admin'],
  errors: [401, 403],
  schemas: loaded(admin, (s) => ({ response: { 200: s.channelStatesReplySchema } })),
});

/** The last 14 days per channel and per day, the webhook calls refused, the numbers that asked us to STOP. */
export const adminChannelSummaryEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/channels/summary',
  access: 'admin',
  tags: ['admin'],
  errors: [401, 403],
  schemas: loaded(admin, (s) => ({ response: { 200: s.channelSummaryReplySchema } })),
});

/** A page of conversation turns, newest first, numbers masked. */
export const adminListChannelMessagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/channels/messages',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(admin, (s) => ({ querystring: s.adminChannelMessagesQuerySchema, response: { 200: s.adminChannelMessageListReplySchema } })),
});

/**
 * Sends a test message through the channel's provider, recorded with the conversations: 503 while
 * the channel is off, 409 for USSD (it sends nothing of its own) or a number that sent STOP, 502
 * with the provider's reason when it refuses.
 */
export const adminSendChannelTestEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/channels/:channel/test',
  access: 'superAdmin',
  tags: ['admin'],
  errors: [400, 401, 403, 409, 502, 503],
  schemas: loaded(admin, (s) => ({ params: s.channelParamsSchema, body: s.testMessageBodySchema, response: { 200: s.messageReplySchema } })),
});
