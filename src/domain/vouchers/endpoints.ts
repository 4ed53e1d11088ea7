import { endpoint, loaded } from '../api/endpoint';

// Vouchers: a buyer checks one on the payment page, the landing page advertises the summer offer,
// and admins create, change, end and see the uses of vouchers.

const vouchers = () => import('./schemas');
const adminErrors = [401, 403] as const;

/**
 * The discount a voucher gives a code or a bundle and what would be charged; one that cannot be used
 * is a 404 (unknown) or 409 with its reason as a word beside the message.
 */
export const validateVoucherEndpoint = endpoint({
  method: 'POST',
  path: '/api/vouchers/validate',
  access: 'user',
  tags: ['vouchers'],
  errors: [400, 401, 403, 429],
  schemas: loaded(vouchers, (s) => ({
    body: s.validateVoucherBodySchema,
    response: { 200: s.validateVoucherReplySchema, 404: s.voucherErrorReplySchema, 409: s.voucherErrorReplySchema },
  })),
});

/** The summer offer the landing page may advertise, the same for everyone. */
export const summerOfferEndpoint = endpoint({
  method: 'GET',
  path: '/api/offers/summer',
  access: 'public',
  // Asked again each time: an admin may end the offer at any moment.
  caching: 'no-cache',
  tags: ['vouchers'],
  errors: [],
  schemas: loaded(vouchers, (s) => ({ response: { 200: s.summerOfferReplySchema } })),
});

/** Every voucher with its uses. */
export const adminListVouchersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/vouchers',
  access: 'admin',
  tags: ['admin'],
  errors: adminErrors,
  schemas: loaded(vouchers, (s) => ({ response: { 200: s.adminVoucherListReplySchema } })),
});

export const adminCreateVoucherEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/vouchers',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 409, ...adminErrors],
  schemas: loaded(vouchers, (s) => ({ body: s.createVoucherBodySchema, response: { 201: s.adminVoucherSchema } })),
});

export const adminUpdateVoucherEndpoint = endpoint({
  method: 'PUT',
  path: '/api/admin/vouchers/:id',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 404, 409, ...adminErrors],
  schemas: loaded(vouchers, (s) => ({ params: s.voucherParamsSchema, body: s.updateVoucherBodySchema, response: { 200: s.adminVoucherSchema } })),
});

/** Deletes a voucher never used; one that payments used is ended instead, kept for their records. */
export const adminDeleteVoucherEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/admin/vouchers/:id',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 404, ...adminErrors],
  schemas: loaded(vouchers, (s) => ({ params: s.voucherParamsSchema, response: { 200: s.deleteVoucherReplySchema } })),
});

/** Each completed payment that used a voucher, newest first. */
export const adminListVoucherUsesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/vouchers/:id/uses',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 404, ...adminErrors],
  schemas: loaded(vouchers, (s) => ({ params: s.voucherParamsSchema, response: { 200: s.voucherUsesReplySchema } })),
});
