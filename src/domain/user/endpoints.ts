import { endpoint, loaded } from '../api/endpoint';

// The accounts' endpoints.

const users = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });

// The caller's own account: stats, profile, password, and where the generator's map starts.

const account = async () => ({ ...(await import('../auth/schemas')), ...(await import('./schemas')) });
const ownErrors = [400, 401, 403] as const;

/** The caller's code counts: all, this month, provinces, and views this month. */
export const userStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/stats',
  access: 'user',
  tags: ['user'],
  errors: [401],
  schemas: loaded(account, (s) => ({ response: { 200: s.userStatsReplySchema } })),
});

export const getProfileEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/profile',
  access: 'user',
  tags: ['user'],
  errors: ownErrors,
  schemas: loaded(account, (s) => ({ response: { 200: s.userReplySchema } })),
});

/** Changes the caller's names, e-mail, number and notifications; 409 when the e-mail has an account. */
export const updateProfileEndpoint = endpoint({
  method: 'PUT',
  path: '/api/user/profile',
  access: 'user',
  tags: ['user'],
  errors: [409, 429, ...ownErrors],
  schemas: loaded(account, (s) => ({ body: s.updateProfileBodySchema, response: { 200: s.userReplySchema } })),
});

/**
 * Changes the caller's password with the current one: their other sessions end, and this one goes on
 * with the token answered.
 */
export const changePasswordEndpoint = endpoint({
  method: 'PUT',
  path: '/api/user/password',
  access: 'user',
  tags: ['user'],
  errors: [429, ...ownErrors],
  schemas: loaded(account, (s) => ({ body: s.changePasswordBodySchema, response: { 200: s.tokenReplySchema } })),
});

/** The same change as changePasswordEndpoint, under the other name clients know it by. */
export const changePasswordAliasEndpoint = endpoint({
  ...changePasswordEndpoint,
  path: '/api/user/change-password',
});

/** Where the generator's map starts for the caller: the mean of their codes' points, else Cape Town. */
export const userLocationEndpoint = endpoint({
  method: 'GET',
  path: '/api/user-location',
  access: 'user',
  tags: ['user'],
  errors: ownErrors,
  schemas: loaded(account, (s) => ({ response: { 200: s.userLocationReplySchema } })),
});

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

/**
 * Turns an account's second factor off (super admins; not their own), recorded in the audit log; its
 * sessions end.
 */
export const adminTurnOffUserTotpEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/users/:id/totp',
  access: 'superAdmin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(users, (s) => ({ params: s.userIdParamsSchema, response: { 200: s.adminUserReplySchema } })),
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
