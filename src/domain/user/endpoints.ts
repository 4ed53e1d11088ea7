import { endpoint, loaded } from '../api/endpoint';

// The accounts' endpoints.

const users = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

// Admins: every account, by the role rules of the admin-users policy; each write is recorded in the audit log.

const adminErrors = [400, 401, 403, 404, 409] as const;

/** A page of accounts by search, role and status. */
export const adminListUsersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ querystring: s.adminUsersQuerySchema, response: { 200: s.adminUserListReplySchema } })),
});

export const adminCreateUserEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/users',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ body: s.createAdminUserBodySchema, response: { 201: s.adminUserReplySchema } })),
});

/** An account with its codes, payments, bundles and creator profile, and what the admin may do with it. */
export const adminGetUserDetailEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/users/:id/detail',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ params: s.userIdParamsSchema, response: { 200: s.adminUserDetailReplySchema } })),
});

export const adminUpdateUserEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:id',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ params: s.userIdParamsSchema, body: s.updateAdminUserBodySchema, response: { 200: s.adminUserReplySchema } })),
});

/** Disables an account (its sessions end) or enables it again. */
export const adminToggleUserEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:id/toggle',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ params: s.userIdParamsSchema, response: { 200: s.adminUserReplySchema } })),
});

/** Sets an account's password; its sessions end. */
export const adminSetUserPasswordEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/users/:id/password',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ params: s.userIdParamsSchema, body: s.setUserPasswordBodySchema, response: { 200: s.adminUserReplySchema } })),
});

/** Deletes an account, its e-mail typed to confirm; its payments are kept without name or e-mail. */
export const adminDeleteUserEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/:id',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ params: s.userIdParamsSchema, body: s.deleteUserBodySchema, response: { 200: s.messageReplySchema } })),
});
