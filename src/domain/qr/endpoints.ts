import { endpoint, loaded } from '../api/endpoint';

// QR pictures (PNG) of public links, for an <img> and a download: a code's, and a public creator's page.

const qr = async () => ({
  ...(await import('./schemas')),
  ...(await import('../zarcode/schemas')),
  ...(await import('../creators/schemas')),
});
// A code's or a creator's link never changes: its picture may be kept anywhere for a week.
const caching = 'public, max-age=604800';

/** The QR picture of a code's public link. */
export const getZarcodeQrEndpoint = endpoint({
  method: 'GET',
  path: '/api/qr/:code',
  access: 'public',
  caching,
  tags: ['zarcodes'],
  errors: [],
  schemas: loaded(qr, (s) => ({ params: s.zarcodeParamsSchema, querystring: s.qrSizeQuerySchema })),
});

/** The QR picture of a public creator's page. */
export const getCreatorQrEndpoint = endpoint({
  method: 'GET',
  path: '/api/qr/creators/:slug',
  access: 'public',
  caching,
  tags: ['creators'],
  errors: [],
  schemas: loaded(qr, (s) => ({ params: s.creatorSlugParamsSchema, querystring: s.qrSizeQuerySchema })),
});
