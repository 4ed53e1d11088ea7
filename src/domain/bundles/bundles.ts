/** Bundle products: codes in the bundle and the discount on buying them one by one. */
export const BUNDLE_TYPES = ['starter', 'professional', 'enterprise'] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];

export const BUNDLES: Record<BundleType, { codes: number; discountPercent: number; label: string }> = {
  starter: { codes: 5, discountPercent: 5, label: 'Starter' },
  professional: { codes: 10, discountPercent: 10, label: 'Professional' },
  enterprise: { codes: 25, discountPercent: 15, label: 'Enterprise' },
};

/** A bundle is valid for 12 months from purchase. */
export const BUNDLE_VALIDITY_MONTHS = 12;

export function bundleExpiry(purchasedAt: Date): Date {
  const expiry = new Date(purchasedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + BUNDLE_VALIDITY_MONTHS);
  return expiry;
}
