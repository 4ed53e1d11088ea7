import { endpoint, loaded } from '../api/endpoint';
import { BATCH_MAX_ITEMS, BATCH_MISSES_PER_DAY, NEAREST_DEFAULT_RADIUS_METERS, NEAREST_MAX_RADIUS_METERS } from '../developers/api-keys';

// The versioned API for integrators (/api/v1): lookups, search, batches and location requests, each
// call made with an API key (or a signed-in user's token) and counted against the caller's limits.

const v1 = () => import('./schemas');
const locationRequests = () => import('../location-requests/schemas');
/** The refusals every /api/v1 endpoint may answer. */
const v1Errors = [400, 401, 403, 429] as const;

const AUTH_NOTE =
  'Send an API key as `Authorization: Bearer zc_...` or `X-Api-Key: zc_...`. Every answer carries ' +
  'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy; beyond the limit, 429 with Retry-After.';

export const v1LookUpCodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/v1/zarcodes/:code',
  access: 'apiRead',
  tags: ['api v1'],
  summary: 'Look up one code',
  description: `The place of a code typed any way (any case, spaces, with or without the hyphen). Someone else's private code answers status 'private' without its place. ${AUTH_NOTE}`,
  errors: [...v1Errors, 404],
  schemas: loaded(v1, (s) => ({ params: s.v1CodeParamsSchema, response: { 200: s.v1LookupResultSchema } })),
});

export const v1SearchCodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v1/search',
  access: 'apiRead',
  tags: ['api v1'],
  summary: 'Search codes',
  description: `Public codes (and the key owner's own) by code, address words or public title, best known first. ${AUTH_NOTE}`,
  errors: v1Errors,
  schemas: loaded(v1, (s) => ({ querystring: s.v1SearchQuerySchema, response: { 200: s.v1SearchReplySchema } })),
});

export const v1BatchLookUpCodesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v1/batch/lookup',
  access: 'apiRead',
  tags: ['api v1'],
  summary: `Look up to ${BATCH_MAX_ITEMS} codes`,
  description: `One result per code sent, in the same order: 'found' with its coordinates, address and Plus Code; 'private' (someone else's private code, never located); 'not_found'; 'invalid' (not a code). Unknown and private codes never fail the batch; past ${BATCH_MISSES_PER_DAY.toLocaleString('en-US')} unknown codes in a day, a key's batches answer 429 until the day's window ends. ${AUTH_NOTE}`,
  errors: v1Errors,
  schemas: loaded(v1, (s) => ({ body: s.batchLookupBodySchema, response: { 200: s.batchLookupReplySchema } })),
});

export const v1BatchNearestCodesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v1/batch/nearest',
  access: 'apiRead',
  tags: ['api v1'],
  summary: `The nearest public code to each of up to ${BATCH_MAX_ITEMS} points`,
  description: `For each point, in the same order, the nearest public code within radiusMeters (default ${NEAREST_DEFAULT_RADIUS_METERS}, at most ${NEAREST_MAX_RADIUS_METERS}) with its distance, or status 'none'. ${AUTH_NOTE}`,
  errors: v1Errors,
  schemas: loaded(v1, (s) => ({ body: s.batchNearestBodySchema, response: { 200: s.batchNearestReplySchema } })),
});

export const v1CreateLocationRequestEndpoint = endpoint({
  method: 'POST',
  path: '/api/v1/location-requests',
  access: 'apiWrite',
  tags: ['api v1'],
  summary: 'Ask someone for their location',
  description: `Needs the 'write' scope. Makes a "send me your location" link (url) to send by WhatsApp or SMS; the person who opens it answers once, without an account. The link is in this answer only. Poll GET /api/v1/location-requests/{id} for the answer. With \`sendTo\` (a cell number) the server sends the link there by SMS: 503 when SMS is not set up, 409 when the number asked us to STOP, 429 past the SMS limits; \`sms\` says whether it went. ${AUTH_NOTE}`,
  errors: [...v1Errors, 409, 503],
  schemas: loaded(locationRequests, (s) => ({ body: s.createLocationRequestBodySchema, response: { 201: s.createLocationRequestReplySchema } })),
});

export const v1GetLocationRequestEndpoint = endpoint({
  method: 'GET',
  path: '/api/v1/location-requests/:id',
  access: 'apiRead',
  owner: 'locationRequester',
  tags: ['api v1'],
  summary: 'A location request and its answer',
  description: `Status 'open', 'answered' (with the point, its accuracy and Plus Code) or 'expired'. Only the key owner's own requests. ${AUTH_NOTE}`,
  errors: [...v1Errors, 404],
  schemas: loaded(locationRequests, (s) => ({ params: s.locationRequestParamsSchema, response: { 200: s.locationRequestSchema } })),
});
