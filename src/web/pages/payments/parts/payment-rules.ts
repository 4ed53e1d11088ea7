import { BUNDLE_TYPES, type BundleType } from '../../../../domain/bundles/bundles';

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
