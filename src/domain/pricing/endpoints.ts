import { endpoint, loaded } from '../api/endpoint';

// The prices' endpoints.

const pricing = () => import('./schemas');

// Admins: the price history, of which one price is active; each write is recorded in the audit log.

/** Every price, newest first, and the one in force. */
export const adminListPricesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/prices',
  access: 'admin',
  tags: ['admin'],
  errors: [401, 403],
  schemas: loaded(pricing, (s) => ({ response: { 200: s.adminPriceListReplySchema } })),
});

/** A new price per code, VAT included, active at once when asked; payments already made keep theirs. */
export const adminCreatePriceEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/prices',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(pricing, (s) => ({ body: s.createPriceBodySchema, response: { 201: s.priceRecordSchema } })),
});

/** Makes a price the one charged from now on. */
export const adminActivatePriceEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/prices/:id/activate',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403, 404],
  schemas: loaded(pricing, (s) => ({ params: s.priceParamsSchema, response: { 200: s.priceRecordSchema } })),
});
