import { endpoint, loaded } from '../api/endpoint';

// The admins' CSV downloads: each takes its admin list's filters and answers every match as CSV.
// Their answer is a file, not JSON, so none has an answer schema; `produces` names its type in the API
// document.

const exports = () => import('./schemas');
const errors = [400, 401, 403] as const;
const produces = ['text/csv'];

/** Every code matching the codes list's filters. */
export const adminExportZarcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/maps/export-csv',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(exports, (s) => ({ querystring: s.exportZarcodesQuerySchema, produces })),
});

/** Every account matching the users list's filters. */
export const adminExportUsersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/export/users',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(exports, (s) => ({ querystring: s.exportUsersQuerySchema, produces })),
});

/** Every payment matching the payments list's filters. */
export const adminExportPaymentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/export/payments',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(exports, (s) => ({ querystring: s.exportPaymentsQuerySchema, produces })),
});
