import { endpoint, loaded } from '../api/endpoint';

// Location requests: a signed-in user's "send me your location" links and their answers, and the
// link's own calls, made by whoever opens it, without an account. The versioned API's calls for them
// are in domain/api-v1/endpoints.ts.

const requests = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });
const errors = [400, 401, 403, 404] as const;

export const createLocationRequestEndpoint = endpoint({
  method: 'POST',
  path: '/api/location-requests',
  access: 'user',
  tags: ['location requests'],
  description:
    'Makes a link to send by WhatsApp or SMS. The link (its token) is in this answer only. With `sendTo` (a cell number) the server sends the link there by SMS: 503 when SMS is not set up, 409 when the number asked us to STOP, 429 past the SMS limits; `sms` says whether it went.',
  errors: [...errors, 409, 429, 503],
  schemas: loaded(requests, (s) => ({ body: s.createLocationRequestBodySchema, response: { 201: s.createLocationRequestReplySchema } })),
});

/** The caller's requests, newest first, a page at a time. */
export const listLocationRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/location-requests',
  access: 'user',
  tags: ['location requests'],
  errors,
  schemas: loaded(requests, (s) => ({ querystring: s.listLocationRequestsQuerySchema, response: { 200: s.locationRequestListReplySchema } })),
});

export const getLocationRequestEndpoint = endpoint({
  method: 'GET',
  path: '/api/location-requests/:id',
  access: 'user',
  owner: 'locationRequester',
  tags: ['location requests'],
  errors,
  schemas: loaded(requests, (s) => ({ params: s.locationRequestParamsSchema, response: { 200: s.locationRequestSchema } })),
});

/**
 * A new link for a request still waiting for its answer, for whoever made it (not admins: a link
 * answers as the person asked). Only a hash of a link's token is kept, so a link cannot be shown
 * again; this one replaces it, and the link sent before stops working at once.
 */
export const replaceLocationRequestLinkEndpoint = endpoint({
  method: 'POST',
  path: '/api/location-requests/:id/replace-link',
  access: 'user',
  owner: 'locationRequestMaker',
  tags: ['location requests'],
  description:
    'A new link for an open request; the link sent before stops working at once. The link (its token) is in this answer only. 409 once the request is answered or expired. Its maker only: 404 for anyone else, admins included.',
  errors: [...errors, 409],
  schemas: loaded(requests, (s) => ({ params: s.locationRequestParamsSchema, response: { 200: s.createLocationRequestReplySchema } })),
});

/** The request, its answer and its link go. */
export const deleteLocationRequestEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/location-requests/:id',
  access: 'user',
  owner: 'locationRequester',
  tags: ['location requests'],
  errors,
  schemas: loaded(requests, (s) => ({ params: s.locationRequestParamsSchema, response: { 200: s.messageReplySchema } })),
});

// The link's own calls. The token is the only key to who asks and why: no copy may outlive the link
// on a shared computer or a proxy (no-store).

/** Who asks and why, and whether the link still takes an answer. */
export const getRequestLinkEndpoint = endpoint({
  method: 'GET',
  path: '/api/r/:token',
  access: 'public',
  caching: 'no-store',
  tags: ['location requests'],
  errors: [404, 429],
  schemas: loaded(requests, (s) => ({ params: s.requestTokenParamsSchema, response: { 200: s.publicLocationRequestSchema } })),
});

export const answerRequestLinkEndpoint = endpoint({
  method: 'POST',
  path: '/api/r/:token/answer',
  access: 'public',
  caching: 'no-store',
  tags: ['location requests'],
  description: "Sends the link's one answer: 409 once answered, 410 once expired.",
  errors: [400, 404, 409, 410, 429],
  schemas: loaded(requests, (s) => ({
    params: s.requestTokenParamsSchema,
    body: s.answerLocationRequestBodySchema,
    response: { 200: s.messageReplySchema },
  })),
});
