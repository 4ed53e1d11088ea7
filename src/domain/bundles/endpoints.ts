import { endpoint, loaded } from '../api/endpoint';

// Bundles: the caller's own, and the bundles admins give.

const bundles = () => import('./schemas');
const errors = [401, 403] as const;

/** The caller's bundles with codes and time left, soonest to expire first. */
export const listActiveBundlesEndpoint = endpoint({
  method: 'GET',
  path: '/api/bundles/active',
  access: 'user',
  tags: ['bundles'],
  errors,
  schemas: loaded(bundles, (s) => ({ response: { 200: s.bundleListReplySchema } })),
});

/** Every bundle the caller has had, newest first, with whether it can still be used. */
export const listBundlesEndpoint = endpoint({
  method: 'GET',
  path: '/api/bundles',
  access: 'user',
  tags: ['bundles'],
  errors,
  schemas: loaded(bundles, (s) => ({ response: { 200: s.bundleHistoryReplySchema } })),
});

/** The caller's credits across bundles. */
export const bundleStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/bundles/stats',
  access: 'user',
  tags: ['bundles'],
  errors,
  schemas: loaded(bundles, (s) => ({ response: { 200: s.bundleStatsReplySchema } })),
});

/** An admin gives a user a complimentary bundle; recorded in the audit log. */
export const adminGrantBundleEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/bundles',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 404, ...errors],
  schemas: loaded(bundles, (s) => ({ params: s.grantBundleParamsSchema, body: s.grantBundleBodySchema, response: { 201: s.bundleSchema } })),
});
