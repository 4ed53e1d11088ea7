import { endpoint, loaded } from '../api/endpoint';

// The record of admin writes.

/** A page of the admin writes, newest first, for super admins, with the actions recorded so far. */
export const adminListAuditEntriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  access: 'superAdmin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(
    () => import('./schemas'),
    (s) => ({ querystring: s.auditQuerySchema, response: { 200: s.auditListReplySchema } }),
  ),
});
