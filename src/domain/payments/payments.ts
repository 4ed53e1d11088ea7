import { BUNDLES, type BundleType } from '../bundles/bundles';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../brand';
import { VOUCHER_HOLD_MINUTES } from '../vouchers/vouchers';

export const PAYMENT_STATUSES = ['pending', 'complete', 'cancelled', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_MODES = ['mock', 'sandbox', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_PRODUCTS = ['zarcode', 'bundle'] as const;
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number];

/**
 * The bundle a credit purchase buys (POST /api/credits/purchase {amount}): `amount` is the number of
 * codes, 5, 10 or 25.
 */
export const CREDIT_AMOUNTS: Record<number, BundleType> = Object.fromEntries(
  Object.entries(BUNDLES).map(([type, bundle]) => [bundle.codes, type as BundleType]),
);
export const CREDIT_AMOUNT_MESSAGE = `Amount must be the number of ${PRODUCT_NAME_PLURAL} in a bundle: ${Object.keys(CREDIT_AMOUNTS).join(', ')}`;

/** Immediate Submit posts the PayFast form after this long. */
export const IMMEDIATE_SUBMIT_DELAY_MS = 100;

export interface PaymentModeInputs {
  usePayFast: boolean;
  payFastSandbox: boolean;
  /** The merchant settings PayFast needs that the server's environment lacks, by name. */
  missingSettings: readonly string[];
}

/** What a buyer is told while no payment can be taken. */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are not available right now. Nothing was charged; please try again later.';

/**
 * Which gateway new payments use, and why (the admin pages show the reason): the mock page only when
 * a super admin switched PayFast off; PayFast's sandbox or live gateway as the settings say; and none
 * at all (null: payments are not available) when PayFast is on but its merchant settings are
 * missing, so that a forgotten setting never gives codes away through the mock page.
 */
export function decidePaymentMode(inputs: PaymentModeInputs): { mode: PaymentMode | null; reason: string } {
  if (!inputs.usePayFast) {
    return { mode: 'mock', reason: 'PayFast is switched off in the payment settings: payments use the mock page, and no money moves.' };
  }
  const missing = inputs.missingSettings;
  if (missing.length > 0) {
    const names = missing.join(' and ');
    return {
      mode: null,
      reason: `PayFast is switched on, but ${names} ${missing.length === 1 ? 'is' : 'are'} not set in the server's environment: no payment can be taken until ${missing.length === 1 ? 'it is' : 'they are'} set and the server restarted, or PayFast is switched off (mock payments).`,
    };
  }
  return inputs.payFastSandbox
    ? { mode: 'sandbox', reason: 'PayFast sandbox: test payments, no real money moves.' }
    : { mode: 'live', reason: 'PayFast live: real payments.' };
}

/** What a payment buys, in words for receipts and PayFast's item_name. */
export function paymentItemName(product: PaymentProduct, bundleType: BundleType | null): string {
  if (product === 'bundle' && bundleType) {
    const bundle = BUNDLES[bundleType];
    return `${PRODUCT_NAME} ${bundle.label} bundle - ${bundle.codes} ${PRODUCT_NAME_PLURAL}`;
  }
  return `${PRODUCT_NAME} - 1 code`;
}

/**
 * How long a buyer may take a pending payment back to the gateway (the same payment, at the price
 * quoted): 24 hours, as long as the temporary photos its code form refers to are kept. A payment
 * priced with a voucher only while the voucher's use is held for it (VOUCHER_HOLD_MINUTES): after
 * that the use may have gone to someone else, and the buyer starts again.
 */
export const PAYMENT_RESUME_HOURS = 24;

/**
 * Until when the buyer may resume a payment, or null when it cannot be resumed at all (it is no
 * longer pending).
 */
export function paymentResumableUntil(payment: { status: PaymentStatus; createdAt: Date; hasVoucher: boolean }): Date | null {
  if (payment.status !== 'pending') return null;
  const minutes = payment.hasVoucher ? VOUCHER_HOLD_MINUTES : PAYMENT_RESUME_HOURS * 60;
  return new Date(payment.createdAt.getTime() + minutes * 60_000);
}

/**
 * How long payment records are kept (the privacy policy says so): South African tax law asks for
 * five years. Deleting an account must keep its payments for this long.
 */
export const PAYMENT_RECORDS_KEPT_YEARS = 5;
