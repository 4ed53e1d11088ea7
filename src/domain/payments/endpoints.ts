import { endpoint, loaded } from '../api/endpoint';

// Payments: checkout (a code or a bundle, by /api/payments or the bundle purchase calls of
// /api/credits), the mock page's calls, PayFast's notifications, a buyer's receipts and the admins' view.

const payments = () => import('./schemas');
const errors = [400, 401, 403, 404, 409] as const;
/** Starting or completing a payment answers 503 while no payment can be taken. */
const paymentErrors = [...errors, 503] as const;
/** A checkout's errors but its 404 and 409, which name a refused voucher's reason (checkoutRefusalReplySchema). */
const checkoutErrors = [400, 401, 403, 429, 503] as const;

/** Starts a payment for a code (the generator's form, kept with it) or a bundle, with an optional voucher. */
export const createPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/create',
  access: 'user',
  tags: ['payments'],
  errors: checkoutErrors,
  schemas: loaded(payments, (s) => ({
    body: s.createPaymentBodySchema,
    response: { 201: s.createPaymentReplySchema, 404: s.checkoutRefusalReplySchema, 409: s.checkoutRefusalReplySchema },
  })),
});

/** Whether payments could go through PayFast with the settings as they are (super admins); 409 says what to fix. */
export const testPayfastEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/test-payfast',
  access: 'superAdmin',
  tags: ['payments'],
  errors: [401, 403, 409],
  schemas: loaded(payments, (s) => ({ response: { 200: s.testPayfastReplySchema } })),
});

/** One payment, to its buyer or an admin. */
export const getPaymentEndpoint = endpoint({
  method: 'GET',
  path: '/api/payments/:id',
  access: 'user',
  owner: 'paymentViewer',
  tags: ['payments'],
  errors,
  schemas: loaded(payments, (s) => ({ params: s.paymentParamsSchema, response: { 200: s.paymentDetailReplySchema } })),
});

/** The mock gateway's Complete (mock mode only, the buyer only). */
export const completeMockPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/:id/complete',
  access: 'user',
  owner: 'buyer',
  tags: ['payments'],
  errors: paymentErrors,
  schemas: loaded(payments, (s) => ({
    params: s.paymentParamsSchema,
    body: s.completePaymentBodySchema,
    response: { 200: s.paymentDetailReplySchema },
  })),
});

/** The buyer gives up a pending payment; a voucher use it held is freed. 409 once it is no longer pending. */
export const cancelPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/:id/cancel',
  access: 'user',
  owner: 'buyer',
  tags: ['payments'],
  errors,
  schemas: loaded(payments, (s) => ({ params: s.paymentParamsSchema, response: { 200: s.paymentDetailReplySchema } })),
});

/**
 * The buyer takes a pending payment back to the gateway: the same payment at the same price, while
 * it may be resumed (resumableUntil); 409 says why it cannot be, and the buyer starts again.
 */
export const resumePaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/:id/resume',
  access: 'user',
  owner: 'buyer',
  tags: ['payments'],
  errors: paymentErrors,
  schemas: loaded(payments, (s) => ({ params: s.paymentParamsSchema, response: { 200: s.resumePaymentReplySchema } })),
});

/** A completed payment's receipt, to its buyer or an admin; 409 for a payment not complete. */
export const getReceiptEndpoint = endpoint({
  method: 'GET',
  path: '/api/payments/:id/receipt',
  access: 'user',
  owner: 'paymentViewer',
  tags: ['payments'],
  errors,
  schemas: loaded(payments, (s) => ({ params: s.paymentParamsSchema, response: { 200: s.receiptReplySchema } })),
});

/** PayFast's notification of a payment, posted as a form. */
export const payfastNotificationEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/payfast/notify',
  access: 'public',
  caching: 'no-store',
  tags: ['payments'],
  description: "PayFast's Instant Transaction Notification: stored, answered 200 at once, then checked and processed.",
  errors: [400, 429],
  schemas: loaded(payments, (s) => ({ body: s.payfastNotificationBodySchema, response: { 200: s.payfastNotificationReplySchema } })),
});

/** Buys a bundle of credits: a bundle payment, as /api/payments/create starts one. */
export const purchaseCreditsEndpoint = endpoint({
  method: 'POST',
  path: '/api/credits/purchase',
  access: 'user',
  tags: ['payments'],
  errors: checkoutErrors,
  schemas: loaded(payments, (s) => ({
    body: s.creditPurchaseBodySchema,
    response: { 201: s.createPaymentReplySchema, 404: s.checkoutRefusalReplySchema, 409: s.checkoutRefusalReplySchema },
  })),
});

/** The mock gateway's Complete of a bundle purchase (mock mode only, the buyer only). */
export const completeCreditPurchaseEndpoint = endpoint({
  method: 'POST',
  path: '/api/credits/purchase/:id/complete',
  access: 'user',
  owner: 'buyer',
  tags: ['payments'],
  errors: paymentErrors,
  schemas: loaded(payments, (s) => ({
    params: s.paymentParamsSchema,
    body: s.creditCompleteBodySchema,
    response: { 200: s.paymentDetailReplySchema },
  })),
});

/** The caller's payments, newest first. */
export const listUserPaymentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/user/payments',
  access: 'user',
  tags: ['payments'],
  errors: [400, 401],
  schemas: loaded(payments, (s) => ({ querystring: s.userPaymentsQuerySchema, response: { 200: s.paymentListReplySchema } })),
});

// Admins: every payment and every notification PayFast sent.

export const adminPaymentModeEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/payments/mode',
  access: 'admin',
  tags: ['admin'],
  description: 'What new payments use now (mock, sandbox, live, or null: none can be taken) and why, with the missing merchant settings.',
  errors: [401, 403],
  schemas: loaded(payments, (s) => ({ response: { 200: s.paymentModeReplySchema } })),
});

/** Every payment by status, product, mode, days and a search, with totals over every match. */
export const adminListPaymentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/payments',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(payments, (s) => ({ querystring: s.adminPaymentsQuerySchema, response: { 200: s.adminPaymentListReplySchema } })),
});

/** Every notification PayFast sent, newest first, by outcome. */
export const adminListPaymentNotificationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/payments/notifications',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403],
  schemas: loaded(payments, (s) => ({ querystring: s.adminNotificationsQuerySchema, response: { 200: s.adminNotificationListReplySchema } })),
});

/** A payment, its buyer and PayFast's notifications about it. */
export const adminGetPaymentEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/payments/:id',
  access: 'admin',
  tags: ['admin'],
  errors: [400, 401, 403, 404],
  schemas: loaded(payments, (s) => ({ params: s.paymentParamsSchema, response: { 200: s.adminPaymentDetailReplySchema } })),
});
