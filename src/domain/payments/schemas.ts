import { z } from 'zod';
import { optionalDayField, optionalEnumField, optionalSearchField, refuseToBeforeFrom } from '../api/query-fields';
import { blankToUndefined, errorReplySchema, limitQueryField, ONE_LINE_PATTERN, pageQueryField, paginationSchema } from '../api/schemas';
import { BUNDLE_TYPES } from '../bundles/bundles';
import { bundleSchema } from '../bundles/schemas';
import { moneySchema, moneyTotalsSchema } from '../pricing/schemas';
import { optionalVoucherCodeSchema, voucherErrorReplySchema } from '../vouchers/schemas';
import { createZarcodeBodySchema, zarcodeRecordSchema } from '../zarcode/schemas';
import { CREDIT_AMOUNTS, CREDIT_AMOUNT_MESSAGE, PAYMENT_MODES, PAYMENT_PRODUCTS, PAYMENT_STATUSES } from './payments';

export const PRODUCT_MESSAGE = "product must be 'zarcode' or 'bundle'";
export const BUNDLE_TYPE_MESSAGE = `Bundle type must be one of: ${BUNDLE_TYPES.join(', ')}`;
export const TRANSACTION_ID_MESSAGE = 'transactionId must be text of at most 100 characters';

const bundleTypeField = z.enum(BUNDLE_TYPES, { error: BUNDLE_TYPE_MESSAGE });

/**
 * POST /api/payments/create: one code (the generator's form, validated as POST /api/zarcodes
 * validates it, and kept with the payment so the code is made even if the buyer's browser is gone)
 * or a bundle; with an optional voucher code.
 */
export const createPaymentBodySchema = z.discriminatedUnion(
  'product',
  [
    z.object({
      product: z.literal('zarcode'),
      codeForm: createZarcodeBodySchema,
      voucherCode: optionalVoucherCodeSchema,
    }),
    z.object({
      product: z.literal('bundle'),
      bundleType: bundleTypeField,
      voucherCode: optionalVoucherCodeSchema,
    }),
  ],
  { error: PRODUCT_MESSAGE },
);
export type CreatePaymentInput = z.input<typeof createPaymentBodySchema>;
export type CreatePaymentBody = z.output<typeof createPaymentBodySchema>;

/** POST /api/credits/purchase: a bundle by its number of codes (5, 10 or 25). */
export const creditPurchaseBodySchema = z.object({
  amount: z
    .union([z.number(), z.string()], { error: CREDIT_AMOUNT_MESSAGE })
    .transform((value, ctx) => {
      const count = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
      const bundleType = Number.isInteger(count) ? CREDIT_AMOUNTS[count] : undefined;
      if (!bundleType) {
        ctx.issues.push({ code: 'custom', message: CREDIT_AMOUNT_MESSAGE, input: value });
        return z.NEVER;
      }
      return bundleType;
    }),
  voucherCode: optionalVoucherCodeSchema,
});
export type CreditPurchaseInput = z.input<typeof creditPurchaseBodySchema>;
export type CreditPurchaseBody = z.output<typeof creditPurchaseBodySchema>;

const transactionIdField = z
  .string({ error: TRANSACTION_ID_MESSAGE })
  .trim()
  .max(100, { error: TRANSACTION_ID_MESSAGE })
  .regex(ONE_LINE_PATTERN, { error: TRANSACTION_ID_MESSAGE });

/** POST /api/payments/{id}/complete (mock mode): the mock page's transaction id, optional; no body is fine. */
export const completePaymentBodySchema = z
  .object({ transactionId: transactionIdField.nullish().transform((v) => v || null) })
  .nullish()
  .transform((body) => ({ transactionId: body?.transactionId ?? null }));
export type CompletePaymentBody = z.output<typeof completePaymentBodySchema>;

/** POST /api/credits/purchase/{id}/complete (mock mode): the mock page's transaction id. */
export const creditCompleteBodySchema = z.object({
  transactionId: transactionIdField.min(1, { error: 'transactionId is required' }),
});
export type CreditCompleteBody = z.output<typeof creditCompleteBodySchema>;

export const paymentParamsSchema = z.object({ id: z.uuid({ error: 'Payment not found' }) });

/** A refused checkout: one refused for its voucher also gives the reason (404 unknown, 409 otherwise). */
export const checkoutRefusalReplySchema = voucherErrorReplySchema.or(errorReplySchema);

/**
 * POST /api/payments/payfast/notify: PayFast's notification form, as its fields in the order posted
 * (the signature is over that order).
 */
export const payfastNotificationBodySchema = z.array(z.tuple([z.string(), z.string()]), { error: 'Expected a PayFast notification form' });
export type PayfastNotificationBody = z.output<typeof payfastNotificationBodySchema>;
/** PayFast is answered 'OK' (text) once its notification is stored. */
export const payfastNotificationReplySchema = z.string();

/** What the browser does next: the mock page, or post the signed form to PayFast. */
export const nextStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('mock'),
    /** The web's mock gateway page for this payment. */
    url: z.string(),
  }),
  z.object({
    kind: z.literal('payfast'),
    mode: z.enum(['sandbox', 'live']),
    /** PayFast's process URL: the form's action. */
    url: z.string(),
    method: z.literal('POST'),
    /** Every field to post, in PayFast's order, the signature last. */
    fields: z.array(z.tuple([z.string(), z.string()])),
    /** The System Settings' payment fields for the PayFast test page (/payment/payfast-test). */
    testPage: z.object({
      /** Show the test page with every field before posting. */
      debugMode: z.boolean(),
      autoSubmit: z.boolean(),
      /** Only while autoSubmit is on: submit after 100 ms. */
      immediateSubmit: z.boolean(),
      /** The test-page display time (payFastTestPageTimeout), ms. */
      timeoutMs: z.number().int(),
      /** When auto-submit posts the form: 100 with immediate submit, else timeoutMs; null without auto-submit. */
      submitDelayMs: z.number().int().nullable(),
    }),
  }),
]);
export type NextStep = z.infer<typeof nextStepSchema>;

/** A payment as its buyer (and admins) see it. Money VAT-inclusive; amountExVat = amount - vatAmount. */
export const paymentRecordSchema = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  mode: z.enum(PAYMENT_MODES),
  product: z.enum(PAYMENT_PRODUCTS),
  bundleType: z.enum(BUNDLE_TYPES).nullable(),
  /** "ZARcode - 1 code", "ZARcode Starter bundle - 5 ZARcodes". */
  itemName: z.string(),
  /** The code's title from its form, for a code. */
  itemDescription: z.string().nullable(),
  listAmount: moneySchema,
  discount: moneySchema,
  amount: moneySchema,
  vatRate: z.string(),
  vatAmount: moneySchema,
  amountExVat: moneySchema,
  voucherCode: z.string().nullable(),
  /** PayFast's pf_payment_id, or the mock page's transaction id. */
  providerPaymentId: z.string().nullable(),
  /** The code this payment made, once granted. */
  zarcode: z.string().nullable(),
  /** The bundle this payment bought, once granted. */
  bundleId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * Until when its buyer may take it back to the gateway (POST /api/payments/{id}/resume); null once
   * it is no longer pending. A pending payment past this time can still be cancelled.
   */
  resumableUntil: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** POST /api/payments/create and /api/credits/purchase. */
export const createPaymentReplySchema = paymentRecordSchema.extend({
  paymentId: z.string(),
  next: nextStepSchema,
});
export type CreatePaymentReply = z.infer<typeof createPaymentReplySchema>;

/** POST /api/payments/{id}/resume: the same pending payment, and what the browser does to pay it. */
export const resumePaymentReplySchema = paymentRecordSchema.extend({ next: nextStepSchema });
export type ResumePaymentReply = z.infer<typeof resumePaymentReplySchema>;

/**
 * GET /api/payments/{id}/receipt: a completed payment as its receipt (the receipt number is the
 * payment's id), with the buyer's name; only a completed payment has one.
 */
export const receiptReplySchema = paymentRecordSchema.extend({
  completedAt: z.string(),
  buyer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
});
export type ReceiptReply = z.infer<typeof receiptReplySchema>;

/**
 * GET /api/payments/{id}: the payment with what it granted (the success page), and, while it is
 * pending, what the browser must do to pay (the test page can reload).
 */
export const paymentDetailReplySchema = paymentRecordSchema.extend({
  grantedZarcode: zarcodeRecordSchema.nullable(),
  grantedBundle: bundleSchema.nullable(),
  next: nextStepSchema.nullable(),
});
export type PaymentDetailReply = z.infer<typeof paymentDetailReplySchema>;

export const PAYMENTS_MAX_LIMIT = 100;
const pageField = pageQueryField();
const limitField = limitQueryField(PAYMENTS_MAX_LIMIT, 20);
const statusFilter = optionalEnumField('status', PAYMENT_STATUSES);

/** GET /api/user/payments: the caller's payments, newest first. */
export const userPaymentsQuerySchema = z.object({ page: pageField, limit: limitField, status: statusFilter });
export type UserPaymentsQuery = z.output<typeof userPaymentsQuerySchema>;

export const paymentListReplySchema = z.object({
  payments: z.array(paymentRecordSchema),
  pagination: paginationSchema,
});
export type PaymentListReply = z.infer<typeof paymentListReplySchema>;

/**
 * GET /api/admin/payments: filters by status, product, South African days (from and to, both
 * included) and a search (buyer e-mail, payment id or PayFast id); totals cover every match.
 */
export const adminPaymentsQuerySchema = z
  .object({
    page: pageField,
    limit: limitField,
    status: statusFilter,
    product: z.preprocess(
      blankToUndefined,
      z.enum(PAYMENT_PRODUCTS, { error: PRODUCT_MESSAGE }).optional(),
    ),
    mode: optionalEnumField('mode', PAYMENT_MODES),
    from: optionalDayField('from'),
    to: optionalDayField('to'),
    search: optionalSearchField(),
  })
  .check(refuseToBeforeFrom);
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

const buyerSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });

export const adminPaymentRecordSchema = paymentRecordSchema.extend({ user: buyerSchema.nullable() });
export type AdminPaymentRecord = z.infer<typeof adminPaymentRecordSchema>;

const totalsSchema = moneyTotalsSchema.extend({ discount: moneySchema });
export type PaymentTotals = z.infer<typeof totalsSchema>;

export const adminPaymentListReplySchema = z.object({
  payments: z.array(adminPaymentRecordSchema),
  pagination: paginationSchema,
  /** Every payment matching the filters. */
  totals: totalsSchema,
  /** The same, per status (revenue is the 'complete' line). */
  byStatus: z.array(totalsSchema.extend({ status: z.enum(PAYMENT_STATUSES) })),
});
export type AdminPaymentListReply = z.infer<typeof adminPaymentListReplySchema>;

export const NOTIFICATION_OUTCOMES = [
  'received',
  'retry',
  'granted',
  'duplicate',
  'cancelled',
  'failed',
  'ignored',
  'rejected',
  'error',
] as const;
export type NotificationOutcome = (typeof NOTIFICATION_OUTCOMES)[number];

/** A PayFast notification as received, and what was made of it. */
export const paymentNotificationSchema = z.object({
  id: z.string(),
  paymentId: z.string().nullable(),
  sourceIp: z.string(),
  /** The posted fields in their order. */
  fields: z.array(z.tuple([z.string(), z.string()])),
  outcome: z.enum(NOTIFICATION_OUTCOMES),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

/** GET /api/admin/payments/{id}: a payment with its buyer and every notification about it. */
export const adminPaymentDetailReplySchema = adminPaymentRecordSchema.extend({
  notifications: z.array(paymentNotificationSchema),
});
export type AdminPaymentDetailReply = z.infer<typeof adminPaymentDetailReplySchema>;

export const adminNotificationsQuerySchema = z.object({
  page: pageField,
  limit: limitField,
  outcome: optionalEnumField('outcome', NOTIFICATION_OUTCOMES),
});
export type AdminNotificationsQuery = z.output<typeof adminNotificationsQuerySchema>;

/** GET /api/admin/payments/notifications: every notification received, newest first. */
export const adminNotificationListReplySchema = z.object({
  notifications: z.array(paymentNotificationSchema),
  pagination: paginationSchema,
});

/** POST /api/payments/test-payfast: each check and a message. */
export const testPayfastReplySchema = z.object({
  message: z.string(),
  mode: z.enum(['sandbox', 'live']),
  gatewayUrl: z.string(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), message: z.string() })),
});
export type TestPayfastReply = z.infer<typeof testPayfastReplySchema>;

/**
 * GET /api/admin/payments/mode: what new payments use now, and why. `mode` is null while no payment
 * can be taken (PayFast switched on without its merchant settings, named in `missingSettings`).
 */
export const paymentModeReplySchema = z.object({
  mode: z.enum(PAYMENT_MODES).nullable(),
  /** Why: PayFast switched off, merchant settings missing, or sandbox/live. */
  reason: z.string(),
  /** The environment settings PayFast needs that the server lacks (PAYFAST_MERCHANT_ID, PAYFAST_MERCHANT_KEY). */
  missingSettings: z.array(z.string()),
});
export type PaymentModeReply = z.infer<typeof paymentModeReplySchema>;
