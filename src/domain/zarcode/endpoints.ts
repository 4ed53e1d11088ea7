import { endpoint, loaded } from '../api/endpoint';

// The codes' endpoints: a person's own codes, the public lookup and its helpers, and the admins' codes.

const codes = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });
const adminCodes = async () => ({ ...(await codes()), ...(await import('./admin-schemas')) });
const errors = [400, 401, 403, 404] as const;

/** Makes a code with a bundle credit (a paid code is made when PayFast confirms the payment). */
export const createZarcodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes',
  access: 'user',
  tags: ['zarcodes'],
  errors: [402, ...errors],
  schemas: loaded(codes, (s) => ({ body: s.createZarcodeBodySchema, response: { 201: s.zarcodeReplySchema } })),
});

/** A creator makes a code of their own, free, with their prefix. */
export const createCreatorZarcodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/zarcodes/creator',
  access: 'user',
  owner: 'creator',
  tags: ['zarcodes', 'creators'],
  errors: [409, ...errors],
  schemas: loaded(codes, (s) => ({ body: s.createZarcodeBodySchema, response: { 201: s.zarcodeReplySchema } })),
});

/** The caller's codes, a page at a time. */
export const listZarcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes',
  access: 'user',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ querystring: s.listZarcodesQuerySchema, response: { 200: s.zarcodeListReplySchema } })),
});

/** The caller's newest codes. */
export const recentZarcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/recent',
  access: 'user',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ querystring: s.recentZarcodesQuerySchema, response: { 200: s.recentZarcodesReplySchema } })),
});

/** Codes matching a text: public ones by code, address or title, any by its whole code. */
export const searchZarcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/search',
  access: 'optionalUser',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ querystring: s.searchQuerySchema, response: { 200: s.zarcodeSearchReplySchema } })),
});

/** How many codes a map box holds, exactly. */
export const countZarcodesInBoundsEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/in-bounds',
  access: 'public',
  caching: 'no-cache',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ querystring: s.inBoundsQuerySchema, response: { 200: s.inBoundsReplySchema } })),
});

/** One code, typed any way, as the caller may see it. */
export const getZarcodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:code',
  access: 'optionalUser',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.zarcodeReplySchema } })),
});

/** "Did you mean": public codes one slip away from a code that does not exist. */
export const codeSuggestionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/zarcodes/:code/suggestions',
  access: 'public',
  caching: 'no-cache',
  tags: ['zarcodes'],
  errors: [429, ...errors],
  schemas: loaded(codes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.codeSuggestionsReplySchema } })),
});

/** Changes a code's details (its owner or an admin); a move only in an approved change's window. */
export const updateZarcodeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/zarcodes/:code',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ params: s.zarcodeParamsSchema, body: s.updateZarcodeBodySchema, response: { 200: s.zarcodeReplySchema } })),
});

/** Deletes a code (its owner or an admin), its photos with it. */
export const deleteZarcodeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/zarcodes/:code',
  access: 'user',
  owner: 'zarcodeManager',
  tags: ['zarcodes'],
  errors,
  schemas: loaded(codes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.messageReplySchema } })),
});

/** The search box: codes and places together, best first. */
export const combinedSearchEndpoint = endpoint({
  method: 'GET',
  path: '/api/search/combined',
  access: 'optionalUser',
  tags: ['search'],
  errors: [400, 401],
  schemas: loaded(codes, (s) => ({ querystring: s.searchQuerySchema, response: { 200: s.searchReplySchema } })),
});

// Admins: every code; each write is recorded in the audit log.

/** An admin makes a code, for themself or for a user. */
export const adminCreateZarcodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/zarcodes',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(codes, (s) => ({ body: s.adminCreateZarcodeBodySchema, response: { 201: s.zarcodeReplySchema } })),
});

export const adminListZarcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/zarcodes',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(adminCodes, (s) => ({ querystring: s.adminZarcodesQuerySchema, response: { 200: s.adminZarcodeListReplySchema } })),
});

export const adminGetZarcodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/zarcodes/:code',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(adminCodes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.adminZarcodeSchema } })),
});

/** An admin edits any code; a move takes the place of its new point. */
export const adminUpdateZarcodeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/zarcodes/:code',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(adminCodes, (s) => ({ params: s.zarcodeParamsSchema, body: s.adminUpdateZarcodeBodySchema, response: { 200: s.adminZarcodeReplySchema } })),
});

/** Marks a code's place as checked: its page shows 'Verified location'. */
export const adminVerifyZarcodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/zarcodes/:code/verify',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(adminCodes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.adminZarcodeReplySchema } })),
});

export const adminDeleteZarcodeEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/zarcodes/:code',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(adminCodes, (s) => ({ params: s.zarcodeParamsSchema, response: { 200: s.messageReplySchema } })),
});
