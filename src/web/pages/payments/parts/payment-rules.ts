import { BUNDLE_TYPES, type BundleType } from '../../../../domain/bundles/bundles';
import type { PaymentRecord } from '../../../../domain/payments/schemas';

/** The bundle named by `?bundle=` on /payment, or null. */
export function bundleTypeOf(value: string | null): BundleType | null {
  return value && (BUNDLE_TYPES as readonly string[]).includes(value) ? (value as BundleType) : null;
}

/** The success, cancel, mock and test pages all carry the payment's id in `?paymentId=`. */
export const withPaymentId = (path: string, paymentId: string) => `${path}?paymentId=${encodeURIComponent(paymentId)}`;

/** A mock transaction id for the mock gateway's Complete. */
export function mockTransactionId(now = Date.now()): string {
  return `MOCK-${now.toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

/** Whether its buyer may still take a payment back to the gateway at `now` (the server's resumableUntil says until when). */
export function isResumable(payment: Pick<PaymentRecord, 'status' | 'resumableUntil'>, now: Date): boolean {
  return payment.status === 'pending' && payment.resumableUntil !== null && Date.parse(payment.resumableUntil) > now.getTime();
}
