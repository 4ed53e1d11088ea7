import { endpoint, loaded } from '../api/endpoint';

// Place search and reverse lookup for the map, restricted to South Africa; anyone may call them.

const places = () => import('./schemas');
// Not kept: the answer may be Google's, whose terms allow no copies of it beyond the page.
const caching = 'no-store';

/** Places in South Africa matching a text, for the map's search box. */
export const searchPlacesEndpoint = endpoint({
  method: 'GET',
  path: '/api/places/search',
  access: 'public',
  caching,
  tags: ['places'],
  errors: [400],
  schemas: loaded(places, (s) => ({ querystring: s.placeSearchQuerySchema, response: { 200: s.placeSearchReplySchema } })),
});

/** The suburb, city and province of a point (`found` false outside South Africa). */
export const reversePlaceEndpoint = endpoint({
  method: 'GET',
  path: '/api/places/reverse',
  access: 'public',
  caching,
  tags: ['places'],
  errors: [400],
  schemas: loaded(places, (s) => ({ querystring: s.reverseQuerySchema, response: { 200: s.reverseReplySchema } })),
});

/** One place by the id a search, or the address-not-found link, gave. */
export const getPlaceEndpoint = endpoint({
  method: 'GET',
  path: '/api/places/:id',
  access: 'public',
  caching,
  tags: ['places'],
  errors: [404],
  schemas: loaded(places, (s) => ({ params: s.placeParamsSchema, response: { 200: s.placeReplySchema } })),
});
