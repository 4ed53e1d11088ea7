import { endpoint, loaded } from '../api/endpoint';

// The change requests' endpoints: an owner asks to move a code; an admin approves (the owner may then
// move it for 24 hours) or rejects with a note.

const changeRequests = () => import('./schemas');

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
