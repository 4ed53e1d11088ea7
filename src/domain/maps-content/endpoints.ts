import { endpoint, loaded } from '../api/endpoint';

// What the public maps and lists show (public codes, active creators), with an admin's hide and show.

const mapsContent = () => import('./schemas');
const errors = [400, 401, 403, 404] as const;

/** A page of public codes or creators, shown and hidden, with the count of each. */
export const adminListMapsContentEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/maps/content',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(mapsContent, (s) => ({ querystring: s.mapsContentQuerySchema, response: { 200: s.mapsContentReplySchema } })),
});

/** Hides a code or creator from the public maps and lists, with a reason, or shows it again. */
export const adminSetMapsContentHiddenEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/maps/content/:kind/:id',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(mapsContent, (s) => ({ params: s.mapsContentParamsSchema, body: s.setHiddenBodySchema, response: { 200: s.mapsContentItemReplySchema } })),
});
