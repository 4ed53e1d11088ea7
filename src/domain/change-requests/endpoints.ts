import { endpoint, loaded } from '../api/endpoint';

// Change requests: an owner asks to move a code; an admin approves (the owner may then move it for 24
// hours) or rejects it with a note.

const changeRequests = async () => ({ ...(await import('./schemas')), ...(await import('../zarcode/schemas')) });

// The owner's side: asking, the list behind the dashboard's notices and the bell, and dismissing a
// notice.

const errors = [400, 401, 403, 404, 409] as const;

/** The code's owner asks to move it, saying why. */
export const requestChangeEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/:code/request-change',
  access: 'user',
  owner: 'zarcodeOwner',
  tags: ['change-requests'],
  errors,
  schemas: loaded(changeRequests, (s) => ({ params: s.zarcodeParamsSchema, body: s.requestChangeBodySchema, response: { 201: s.changeRequestReplySchema } })),
});

/** The caller's change requests, newest first (dismissed ones too). */
export const listMyChangeRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/change-requests/my',
  access: 'user',
  tags: ['change-requests'],
  errors,
  schemas: loaded(changeRequests, (s) => ({ response: { 200: s.myChangeRequestsReplySchema } })),
});

/** Hides a request's notice from its owner. */
export const dismissChangeRequestEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/change-requests/:id/close',
  access: 'user',
  owner: 'changeRequester',
  tags: ['change-requests'],
  errors,
  schemas: loaded(changeRequests, (s) => ({ params: s.changeRequestParamsSchema, response: { 200: s.changeRequestReplySchema } })),
});

// Admins: the queue and the decisions, each recorded in the audit log and e-mailed to the owner.

const adminErrors = [400, 401, 403, 404, 409] as const;

/** A page of requests in one state, with the count of each state. */
export const adminListChangeRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/change-requests',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(changeRequests, (s) => ({ querystring: s.adminChangeRequestsQuerySchema, response: { 200: s.adminChangeRequestListReplySchema } })),
});

/** Approves a request: the owner may move the code for 24 hours. */
export const adminApproveChangeRequestEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/change-requests/:id/approve',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(changeRequests, (s) => ({ params: s.changeRequestParamsSchema, response: { 200: s.adminChangeRequestSchema } })),
});

/** Rejects a request with a note the owner reads. */
export const adminRejectChangeRequestEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/change-requests/:id/reject',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(changeRequests, (s) => ({ params: s.changeRequestParamsSchema, body: s.rejectChangeRequestBodySchema, response: { 200: s.adminChangeRequestSchema } })),
});
