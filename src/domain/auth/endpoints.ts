import { endpoint, loaded } from '../api/endpoint';

// Signing up, in and out, the session's token, and a forgotten password. The public ones answer a
// token or concern one: none of their answers is kept.

const auth = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });
const errors = [400, 401, 403, 429] as const;

export const registerEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  access: 'public',
  caching: 'no-store',
  tags: ['auth'],
  errors: [409, ...errors],
  schemas: loaded(auth, (s) => ({ body: s.registerBodySchema, response: { 201: s.userReplySchema } })),
});

/** Answers a session's token and the user. */
export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  caching: 'no-store',
  tags: ['auth'],
  errors,
  schemas: loaded(auth, (s) => ({ body: s.loginBodySchema, response: { 200: s.loginReplySchema } })),
});

/** The signed-in user as the server knows them now. */
export const currentUserEndpoint = endpoint({
  method: 'GET',
  path: '/api/auth/me',
  access: 'user',
  tags: ['auth'],
  errors,
  schemas: loaded(auth, (s) => ({ response: { 200: s.userReplySchema } })),
});

/** A fresh token for the session, unless it ended or was left idle too long. */
export const refreshTokenEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  access: 'user',
  tags: ['auth'],
  errors,
  schemas: loaded(auth, (s) => ({ response: { 200: s.tokenReplySchema } })),
});

/** Ends the session: its token is refused from then on. */
export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'user',
  tags: ['auth'],
  errors,
  schemas: loaded(auth, (s) => ({ response: { 200: s.messageReplySchema } })),
});

/** Mails a reset link when the account exists; the answer is the same either way. */
export const forgotPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  caching: 'no-store',
  tags: ['auth'],
  errors,
  schemas: loaded(auth, (s) => ({ body: s.forgotPasswordBodySchema, response: { 200: s.messageReplySchema } })),
});

/** Sets a new password with a reset link's token. */
export const resetPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  caching: 'no-store',
  tags: ['auth'],
  errors,
  schemas: loaded(auth, (s) => ({ body: s.resetPasswordBodySchema, response: { 200: s.messageReplySchema } })),
});
