import { endpoint, loaded } from '../api/endpoint';

// A code's access details (what a driver needs at the door): reading them, and, for the code's owner
// or an admin ('zarcodeManager'), writing them, sharing them and the log of every look.

const access = async () => ({
  ...(await import('../api/schemas')),
  ...(await import('./schemas')),
  ...(await import('../zarcode/schemas')),
});
const errors = [400, 401, 403, 404] as const;

export const getAccessDetailsEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:code/access',
  access: 'optionalUser',
  tags: ['access details'],
  description:
    "The code's access details for its owner, an admin, a named account, or a live delivery link's secret (X-Access-Key header or ?k=). 410 for a secret that opens nothing (unknown, revoked or expired alike) to a caller with no right of their own; 404 for anyone else. Every look but the owner's is logged.",
  errors: [...errors, 410],
  schemas: loaded(access, (s) => ({ params: s.zarcodeParamsSchema, querystring: s.accessQuerySchema, response: { 200: s.accessDetailsReplySchema } })),
});

/** Writes every field of a code's access details; all blank removes them. */
export const saveAccessDetailsEndpoint = endpoint({
  method: 'PUT',
  path: '/api/zarcodes/:code/access',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors,
  schemas: loaded(access, (s) => ({ params: s.zarcodeParamsSchema, body: s.accessDetailsBodySchema, response: { 200: s.accessDetailsReplySchema } })),
});

export const listDeliveryLinksEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:code/access/links',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors,
  schemas: loaded(access, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.deliveryLinkListReplySchema } })),
});

export const createDeliveryLinkEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/:code/access/links',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  description: "A delivery link (/{code}?k=...) for a recipient; a recipient's earlier link is revoked. Its secret is in this answer only.",
  errors,
  schemas: loaded(access, (s) => ({
    params: s.zarcodeParamsSchema,
    body: s.createDeliveryLinkBodySchema,
    response: { 201: s.createDeliveryLinkReplySchema },
  })),
});

/**
 * A new link in place of a live one, for the same recipient and until the same end: the link sent
 * before stops working at once (only a hash of a secret is kept, so a link cannot be shown again).
 */
export const replaceDeliveryLinkEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/:code/access/links/:id/replace',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  description:
    "A new link for a live link's recipient, until the same end; the old link stops working at once. Its secret is in this answer only. 409 for a link that is revoked or expired.",
  errors: [...errors, 409],
  schemas: loaded(access, (s) => ({ params: s.accessItemParamsSchema, response: { 200: s.createDeliveryLinkReplySchema } })),
});

export const revokeDeliveryLinkEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/zarcodes/:code/access/links/:id',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors,
  schemas: loaded(access, (s) => ({ params: s.accessItemParamsSchema, response: { 200: s.deliveryLinkSchema } })),
});

/** The accounts a code's access details are shared with. */
export const listAccessGrantsEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:code/access/grants',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors,
  schemas: loaded(access, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.accessGrantListReplySchema } })),
});

/** Shares a code's access details with an account, by its e-mail address. */
export const createAccessGrantEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/:code/access/grants',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors: [...errors, 409],
  schemas: loaded(access, (s) => ({ params: s.zarcodeParamsSchema, body: s.createAccessGrantBodySchema, response: { 201: s.accessGrantSchema } })),
});

export const deleteAccessGrantEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/zarcodes/:code/access/grants/:id',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors,
  schemas: loaded(access, (s) => ({ params: s.accessItemParamsSchema, response: { 200: s.messageReplySchema } })),
});

/** Every look at a code's access details but its owner's, newest first, a page at a time. */
export const listAccessViewsEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:code/access/log',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['access details'],
  errors,
  schemas: loaded(access, (s) => ({ params: s.zarcodeParamsSchema, querystring: s.accessLogQuerySchema, response: { 200: s.accessLogReplySchema } })),
});

/** Codes whose access details were shared with the caller's account. */
export const listSharedWithMeEndpoint = endpoint({
  method: 'GET',
  path: '/api/access/shared-with-me',
  access: 'user',
  tags: ['access details'],
  errors: [401],
  schemas: loaded(access, (s) => ({ response: { 200: s.sharedWithMeReplySchema } })),
});
