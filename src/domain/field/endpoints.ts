import { endpoint, loaded } from '../api/endpoint';
import { MAX_AREA_CODES, NEAREST_CODE_RADIUS_METERS, TOWN_AREA_RADIUS_METERS } from './field';

// In the field: "Where am I?" and the areas a phone keeps for use without a connection. Anyone may call them.

const field = () => import('./schemas');

/** The public code where the phone stands, if any. */
export const nearestCodeEndpoint = endpoint({
  method: 'GET',
  path: '/api/field/nearest',
  access: 'public',
  caching: 'no-store',
  tags: ['zarcodes'],
  summary: 'The public code nearest a point',
  description: `The nearest public code within ${NEAREST_CODE_RADIUS_METERS} m of lat, lng, with its distance, or null.`,
  errors: [400, 429],
  schemas: loaded(field, (s) => ({ querystring: s.nearestCodeQuerySchema, response: { 200: s.nearestCodeReplySchema } })),
});

/** A town's public codes, to keep on the phone. */
export const placeAreaEndpoint = endpoint({
  method: 'GET',
  path: '/api/field/areas/places/:id',
  access: 'public',
  caching: 'no-store',
  tags: ['zarcodes'],
  summary: "A town's public codes, to keep offline",
  description: `The public codes within ${TOWN_AREA_RADIUS_METERS / 1000} km of the place a search gave, nearest its centre first, at most ${MAX_AREA_CODES}, as rows.`,
  errors: [400, 404, 429],
  schemas: loaded(field, (s) => ({ params: s.placeAreaParamsSchema, response: { 200: s.offlineAreaReplySchema } })),
});

/** A public creator's public codes, to keep on the phone. */
export const creatorAreaEndpoint = endpoint({
  method: 'GET',
  path: '/api/field/areas/creators/:slug',
  access: 'public',
  caching: 'no-store',
  tags: ['zarcodes', 'creators'],
  summary: "A creator's public codes, to keep offline",
  description: `The public codes of a public creator, newest first, at most ${MAX_AREA_CODES}, as rows.`,
  errors: [400, 404, 429],
  schemas: loaded(field, (s) => ({ params: s.creatorAreaParamsSchema, response: { 200: s.offlineAreaReplySchema } })),
});
