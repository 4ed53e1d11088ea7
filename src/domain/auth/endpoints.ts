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

/**
 * Answers a session's token and the user. For an account with a second factor, a right password
 * without its code (`totp`: the authenticator app's, or a recovery code) answers 401 with
 * `totpRequired: true`, as does a wrong, old or used code.
 */
export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  caching: 'no-store',
  tags: ['auth'],
  errors: [400, 403, 429],
  schemas: loaded(auth, (s) => ({ body: s.loginBodySchema, response: { 200: s.loginReplySchema, 401: s.loginRefusalReplySchema } })),
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

// The caller's second factor (an authenticator app): set it up, turn it on with a first code, turn it off.

/**
 * Starts setting up the second factor: a new secret, as text and as the QR code apps scan. Calling it
 * again replaces the secret; 409 once the second factor is on.
 */
export const totpEnrolEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/totp/enroll',
  access: 'user',
  tags: ['auth'],
  errors: [401, 403, 409],
  schemas: loaded(auth, (s) => ({ response: { 200: s.totpEnrolmentReplySchema } })),
});

/**
 * Turns the second factor on with a code the app shows for the new secret: answers the ten
 * single-use recovery codes, shown this once. The account's other sessions end.
 */
export const totpConfirmEndpoint = endpoint({
  method: 'POST',
  path: '/api/auth/totp/confirm',
  access: 'user',
  tags: ['auth'],
  errors: [400, 401, 403, 409, 429],
  schemas: loaded(auth, (s) => ({ body: s.totpCodeBodySchema, response: { 200: s.totpConfirmReplySchema } })),
});

/** Turns the caller's second factor off with one of its codes (the app's or a recovery code). */
export const totpTurnOffEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/auth/totp',
  access: 'user',
  tags: ['auth'],
  errors: [400, 401, 403, 409, 429],
  schemas: loaded(auth, (s) => ({ body: s.totpCodeBodySchema, response: { 200: s.totpOffReplySchema } })),
});
