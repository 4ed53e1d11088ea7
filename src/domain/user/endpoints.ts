import { endpoint, loaded } from '../api/endpoint';

// The caller's own account: stats, profile, password, and where the generator's map starts.

const user = async () => ({ ...(await import('../auth/schemas')), ...(await import('./schemas')) });
const errors = [400, 401, 403] as const;

/** The caller's code counts: all, this month, provinces, and views this month. */
export const userStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/stats',
  access: 'user',
  tags: ['user'],
  errors: [401],
  schemas: loaded(user, (s) => ({ response: { 200: s.userStatsReplySchema } })),
});

export const getProfileEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/profile',
  access: 'user',
  tags: ['user'],
  errors,
  schemas: loaded(user, (s) => ({ response: { 200: s.userReplySchema } })),
});

/** Changes the caller's names, e-mail, number and notifications; 409 when the e-mail has an account. */
export const updateProfileEndpoint = endpoint({
  method: 'PUT',
  path: '/api/user/profile',
  access: 'user',
  tags: ['user'],
  errors: [409, 429, ...errors],
  schemas: loaded(user, (s) => ({ body: s.updateProfileBodySchema, response: { 200: s.userReplySchema } })),
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
  errors: [429, ...errors],
  schemas: loaded(user, (s) => ({ body: s.changePasswordBodySchema, response: { 200: s.tokenReplySchema } })),
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
  errors,
  schemas: loaded(user, (s) => ({ response: { 200: s.userLocationReplySchema } })),
});
