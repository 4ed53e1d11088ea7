import { endpoint, loaded } from '../api/endpoint';

// Change requests: an owner asks to move a code, an admin approves (the owner may then move it for 24
// hours) or rejects it. The owner's side: asking, the list behind the dashboard's notices and the
// bell, and dismissing a notice.

const changes = async () => ({ ...(await import('./schemas')), ...(await import('../zarcode/schemas')) });
const errors = [400, 401, 403, 404, 409] as const;

/** The code's owner asks to move it, saying why. */
export const requestChangeEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/:code/request-change',
  access: 'user',
  owner: 'zarcodeOwner',
  tags: ['change-requests'],
  errors,
  schemas: loaded(changes, (s) => ({ params: s.zarcodeParamsSchema, body: s.requestChangeBodySchema, response: { 201: s.changeRequestReplySchema } })),
});

/** The caller's change requests, newest first (dismissed ones too). */
export const listMyChangeRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/change-requests/my',
  access: 'user',
  tags: ['change-requests'],
  errors,
  schemas: loaded(changes, (s) => ({ response: { 200: s.myChangeRequestsReplySchema } })),
});

/** Hides a request's notice from its owner. */
export const dismissChangeRequestEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/change-requests/:id/close',
  access: 'user',
  owner: 'changeRequester',
  tags: ['change-requests'],
  errors,
  schemas: loaded(changes, (s) => ({ params: s.changeRequestParamsSchema, response: { 200: s.changeRequestReplySchema } })),
});
