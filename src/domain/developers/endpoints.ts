import { endpoint, loaded } from '../api/endpoint';

// A signed-in user's API keys and their usage (the developer page). The versioned API the keys open
// is in domain/api-v1/endpoints.ts.

const developers = () => import('./schemas');
const errors = [400, 401, 403] as const;

/** The caller's API keys, revoked ones included. */
export const listApiKeysEndpoint = endpoint({
  method: 'GET',
  path: '/api/developers/keys',
  access: 'user',
  tags: ['developers'],
  errors,
  schemas: loaded(developers, (s) => ({ response: { 200: s.apiKeyListReplySchema } })),
});

export const createApiKeyEndpoint = endpoint({
  method: 'POST',
  path: '/api/developers/keys',
  access: 'user',
  tags: ['developers'],
  description: 'Makes a key and answers it this once: only its SHA-256 is kept.',
  errors: [409, ...errors],
  schemas: loaded(developers, (s) => ({ body: s.createApiKeyBodySchema, response: { 201: s.createApiKeyReplySchema } })),
});

export const revokeApiKeyEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/developers/keys/:id',
  access: 'user',
  owner: 'apiKeyManager',
  tags: ['developers'],
  description: "Revokes a key at once: its next call answers 401. The owner's or, for an admin, anyone's.",
  errors: [404, ...errors],
  schemas: loaded(developers, (s) => ({ params: s.apiKeyParamsSchema, response: { 200: s.apiKeySchema } })),
});

/** Requests per key per South African day, newest first, over the last `days` (30 unless asked). */
export const listApiUsageEndpoint = endpoint({
  method: 'GET',
  path: '/api/developers/usage',
  access: 'user',
  tags: ['developers'],
  errors,
  schemas: loaded(developers, (s) => ({ querystring: s.apiUsageQuerySchema, response: { 200: s.apiUsageReplySchema } })),
});
