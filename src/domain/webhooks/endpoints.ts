import { endpoint, loaded } from '../api/endpoint';
import { MAX_WATCHES_PER_KEY, WATCHES_PAGE_SIZE } from './webhooks';

// A signed-in user's webhook endpoints and their deliveries (the /developers page), and the codes an
// API key watches (/api/v1/watches), whose changes go to those endpoints.

const webhooks = () => import('./schemas');
const errors = [400, 401, 403] as const;

/** The caller's endpoints, newest first. */
export const listWebhooksEndpoint = endpoint({
  method: 'GET',
  path: '/api/developers/webhooks',
  access: 'user',
  tags: ['developers'],
  errors,
  schemas: loaded(webhooks, (s) => ({ response: { 200: s.webhookListReplySchema } })),
});

export const createWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/developers/webhooks',
  access: 'user',
  tags: ['developers'],
  description:
    'Registers an https endpoint for the events named, and answers its signing secret this once. Every delivery is signed in ZARcode-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}" with the secret}.',
  errors: [409, ...errors],
  schemas: loaded(webhooks, (s) => ({ body: s.createWebhookBodySchema, response: { 201: s.webhookSecretReplySchema } })),
});

export const deleteWebhookEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/developers/webhooks/:id',
  access: 'user',
  owner: 'webhookManager',
  tags: ['developers'],
  description: "Deletes an endpoint and its deliveries, pending ones included. The owner's or, for an admin, anyone's.",
  errors: [404, ...errors],
  schemas: loaded(webhooks, (s) => ({ params: s.webhookParamsSchema, response: { 200: s.webhookSchema } })),
});

export const rotateWebhookSecretEndpoint = endpoint({
  method: 'POST',
  path: '/api/developers/webhooks/:id/secret',
  access: 'user',
  owner: 'webhookOwner',
  tags: ['developers'],
  description:
    'Replaces the signing secret, answered this once: deliveries are signed with the new one from now on, including the retries of earlier ones. A secret is never shown again; a lost one is replaced.',
  errors: [404, ...errors],
  schemas: loaded(webhooks, (s) => ({ params: s.webhookParamsSchema, response: { 200: s.webhookSecretReplySchema } })),
});

export const listWebhookDeliveriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/developers/webhooks/:id/deliveries',
  access: 'user',
  owner: 'webhookManager',
  tags: ['developers'],
  description: "An endpoint's latest deliveries, newest first, each with its tries (time, outcome, the receiver's HTTP status).",
  errors: [404, ...errors],
  schemas: loaded(webhooks, (s) => ({ params: s.webhookParamsSchema, response: { 200: s.webhookDeliveryListReplySchema } })),
});

export const resendWebhookDeliveryEndpoint = endpoint({
  method: 'POST',
  path: '/api/developers/webhook-deliveries/:id/resend',
  access: 'user',
  owner: 'webhookDeliveryOwner',
  tags: ['developers'],
  description:
    'Sends a delivered or failed delivery again, as a new delivery of the same event (same id and body), tried at once and then retried like any other. 409 while it is still being tried.',
  errors: [404, 409, ...errors],
  schemas: loaded(webhooks, (s) => ({ params: s.webhookDeliveryParamsSchema, response: { 202: s.webhookDeliverySchema } })),
});

/** The refusals every /api/v1 endpoint may answer. */
const v1Errors = [400, 401, 403, 429] as const;
const V1_NOTE =
  "Needs an API key with the read scope, sent as `X-Api-Key: zc_...` or `Authorization: Bearer zc_...`: watches belong to the key. Changes go to the webhooks of the key's owner that take the event. Every answer carries the RateLimit-* headers.";

export const v1WatchCodeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v1/watches/:code',
  access: 'apiRead',
  tags: ['api v1'],
  summary: 'Watch a code',
  description: `Sends zarcode.moved, zarcode.updated and zarcode.deleted of this code to your webhooks. Typed any way, like a lookup, and counted as one; a private code is watched only by its code, and its events never locate it (status 'private'). 201 for a new watch, 200 when already watched; at most ${MAX_WATCHES_PER_KEY.toLocaleString('en-US')} a key (409). ${V1_NOTE}`,
  errors: [...v1Errors, 404, 409],
  schemas: loaded(webhooks, (s) => ({ params: s.watchParamsSchema, response: { 200: s.watchSchema, 201: s.watchSchema } })),
});

export const v1UnwatchCodeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v1/watches/:code',
  access: 'apiRead',
  tags: ['api v1'],
  summary: 'Stop watching a code',
  description: `404 when the key does not watch it. ${V1_NOTE}`,
  errors: [...v1Errors, 404],
  schemas: loaded(webhooks, (s) => ({ params: s.watchParamsSchema, response: { 200: s.watchSchema } })),
});

export const v1ListWatchesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v1/watches',
  access: 'apiRead',
  tags: ['api v1'],
  summary: 'The codes the key watches',
  description: `By code, ${WATCHES_PAGE_SIZE} a page: pass the answer's next as after for the following page. ${V1_NOTE}`,
  errors: v1Errors,
  schemas: loaded(webhooks, (s) => ({ querystring: s.watchListQuerySchema, response: { 200: s.watchListReplySchema } })),
});
