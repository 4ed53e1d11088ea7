import { endpoint, loaded } from '../api/endpoint';

// Creators: the caller's own profile, the public pages' data, applying to become one, and the
// admins' list and changes (audited).

const creators = async () => ({ ...(await import('../api/schemas')), ...(await import('./schemas')) });
const creatorCodes = async () => ({ ...(await creators()), ...(await import('../zarcode/schemas')) });
const errors = [400, 401, 403, 404] as const;
const writeErrors = [...errors, 409] as const;

/** The caller's creator profile (null when they have none) and whether they may make one. */
export const getMyCreatorProfileEndpoint = endpoint({
  method: 'GET',
  path: '/api/creators/me',
  access: 'user',
  tags: ['creators'],
  errors,
  schemas: loaded(creators, (s) => ({ response: { 200: s.myCreatorProfileReplySchema } })),
});

/** An admin makes their own creator profile. */
export const createMyCreatorProfileEndpoint = endpoint({
  method: 'POST',
  path: '/api/creators/me',
  access: 'user',
  owner: 'creatorProfileMaker',
  tags: ['creators'],
  errors: writeErrors,
  schemas: loaded(creators, (s) => ({ body: s.createCreatorProfileBodySchema, response: { 201: s.creatorProfileSchema } })),
});

export const updateMyCreatorProfileEndpoint = endpoint({
  method: 'PUT',
  path: '/api/creators/me',
  access: 'user',
  owner: 'creator',
  tags: ['creators'],
  errors: writeErrors,
  schemas: loaded(creators, (s) => ({ body: s.updateCreatorProfileBodySchema, response: { 200: s.creatorProfileSchema } })),
});

/** The creator dashboard's figures (creator codes only). */
export const getMyCreatorStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/creators/me/stats',
  access: 'user',
  tags: ['creators'],
  errors,
  schemas: loaded(creators, (s) => ({ response: { 200: s.creatorStatsReplySchema } })),
});

/** Asks the admins to make the caller a creator. */
export const applyToBecomeCreatorEndpoint = endpoint({
  method: 'POST',
  path: '/api/creators/apply',
  access: 'user',
  tags: ['creators'],
  errors: [...writeErrors, 429],
  schemas: loaded(creators, (s) => ({ body: s.creatorApplicationBodySchema, response: { 201: s.messageReplySchema } })),
});

/** Every public creator. */
export const listPublicCreatorsEndpoint = endpoint({
  method: 'GET',
  path: '/api/creators/public',
  access: 'public',
  caching: 'no-cache',
  tags: ['creators'],
  errors,
  schemas: loaded(creators, (s) => ({ response: { 200: s.publicCreatorListReplySchema } })),
});

/** A public creator; 404 for unknown, inactive and hidden ones alike. */
export const getPublicCreatorEndpoint = endpoint({
  method: 'GET',
  path: '/api/creators/public/:slug',
  access: 'public',
  caching: 'no-cache',
  tags: ['creators'],
  errors,
  schemas: loaded(creators, (s) => ({ params: s.creatorSlugParamsSchema, response: { 200: s.publicCreatorSchema } })),
});

/** A page of a creator's codes (all of them for the creator and admins, the public ones for others). */
export const listCreatorZarcodesEndpoint = endpoint({
  method: 'GET',
  path: '/api/creators/:id/zarcodes',
  access: 'optionalUser',
  tags: ['creators'],
  errors,
  schemas: loaded(creatorCodes, (s) => ({
    params: s.creatorIdParamsSchema,
    querystring: s.creatorZarcodesQuerySchema,
    response: { 200: s.zarcodeListReplySchema },
  })),
});

// Admins: every creator; each change is recorded in the audit log.

export const adminListCreatorsEndpoint = endpoint({
  method: 'GET',
  path: '/api/creators',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(creators, (s) => ({ querystring: s.adminCreatorsQuerySchema, response: { 200: s.adminCreatorListReplySchema } })),
});

/** An admin makes a user (by id or e-mail address) a creator. */
export const adminCreateCreatorEndpoint = endpoint({
  method: 'POST',
  path: '/api/creators',
  access: 'admin',
  tags: ['admin'],
  errors: writeErrors,
  schemas: loaded(creators, (s) => ({ body: s.adminCreateCreatorBodySchema, response: { 201: s.adminCreatorSchema } })),
});

export const adminUpdateCreatorEndpoint = endpoint({
  method: 'PUT',
  path: '/api/creators/:id',
  access: 'admin',
  tags: ['admin'],
  errors: writeErrors,
  schemas: loaded(creators, (s) => ({ params: s.creatorIdParamsSchema, body: s.adminUpdateCreatorBodySchema, response: { 200: s.adminCreatorSchema } })),
});

/** Deletes a creator profile: its codes become ordinary codes. */
export const adminDeleteCreatorEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/creators/:id',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(creators, (s) => ({ params: s.creatorIdParamsSchema, response: { 200: s.messageReplySchema } })),
});
