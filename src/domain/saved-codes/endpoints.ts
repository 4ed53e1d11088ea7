import { endpoint, loaded } from '../api/endpoint';

// The signed-in user's saved codes (the star on a code page), so that they follow the account from
// device to device. Each call reads and changes the caller's own list only.

const savedCodes = async () => ({
  ...(await import('../api/schemas')),
  ...(await import('../zarcode/schemas')),
  ...(await import('./schemas')),
});
const errors = [400, 401, 403, 404] as const;

/** The caller's saved codes, newest first. */
export const listSavedCodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/saved-codes',
  access: 'user',
  tags: ['saved-codes'],
  errors,
  schemas: loaded(savedCodes, (s) => ({ response: { 200: s.savedCodesReplySchema } })),
});

/** Saves a code, typed any way (saving it again keeps the first time); 409 when the list is full. */
export const saveCodeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/saved-codes/:code',
  access: 'user',
  tags: ['saved-codes'],
  errors: [409, ...errors],
  schemas: loaded(savedCodes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.savedCodeReplySchema } })),
});

/** Takes a code off the caller's list (nothing to do when it was not on it). */
export const unsaveCodeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/saved-codes/:code',
  access: 'user',
  tags: ['saved-codes'],
  errors,
  schemas: loaded(savedCodes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.messageReplySchema } })),
});
