import { endpoint, loaded } from '../api/endpoint';

// What a code and a bundle cost today.

const prices = () => import('./schemas');
// Asked again each time: an admin may activate a new price at any moment.
const caching = 'no-cache';

/** The price of one code today, VAT included ("19.00"). */
export const currentPriceEndpoint = endpoint({
  method: 'GET',
  path: '/api/prices/current',
  access: 'public',
  caching,
  tags: ['prices'],
  errors: [],
  schemas: loaded(prices, (s) => ({ response: { 200: s.currentPriceReplySchema } })),
});

/** One code and each bundle at today's price (the landing page's card, the payment page). */
export const priceCatalogEndpoint = endpoint({
  method: 'GET',
  path: '/api/prices/catalog',
  access: 'public',
  caching,
  tags: ['prices'],
  errors: [],
  schemas: loaded(prices, (s) => ({ response: { 200: s.priceCatalogReplySchema } })),
});
