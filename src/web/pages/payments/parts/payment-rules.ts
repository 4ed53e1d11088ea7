import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../../domain/brand';
import { BUNDLES, BUNDLE_TYPES, type BundleType } from '../../../../domain/bundles/bundles';
import type { PaymentStatus } from '../../../../domain/payments/payments';

/** The bundle named by `?bundle=` on /payment, or null. */
export function bundleTypeOf(value: string | null): BundleType | null {
  return value && (BUNDLE_TYPES as readonly string[]).includes(value) ? (value as BundleType) : null;
}

/** "Starter bundle: 5 ZARcodes". */
export function bundleTitle(bundleType: BundleType): string {
  const bundle = BUNDLES[bundleType];
  return `${bundle.label} bundle: ${bundle.codes} ${PRODUCT_NAME_PLURAL}`;
}

/** /payment for a bundle. */
export const bundlePaymentPath = (bundleType: BundleType) => `/payment?bundle=${bundleType}`;

/** The success, cancel, mock and test pages all carry the payment's id in `?paymentId=`. */
export const withPaymentId = (path: string, paymentId: string) => `${path}?paymentId=${encodeURIComponent(paymentId)}`;

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  complete: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const STATUS_CLASSES: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  complete: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-100 text-red-900',
};

/** "15" or "15.5" from "15.00" / "15.50": a rate as people write it. */
export function formatRate(rate: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? String(value) : rate;
}

export const SINGLE_CODE_TITLE = `1 ${PRODUCT_NAME}`;

/** A mock transaction id for the mock gateway's Complete. */
export function mockTransactionId(now = Date.now()): string {
  return `MOCK-${now.toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}
