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

/** Where a bundle stands for its owner. */
export const BUNDLE_STATES = ['active', 'used_up', 'expired'] as const;
export type BundleState = (typeof BUNDLE_STATES)[number];

/**
 * A bundle's state at `now`: used up once no code is left (even if it has expired since: nothing was
 * lost), expired when its time ran out with codes left, else active.
 */
export function bundleState(bundle: { creditsRemaining: number; expiresAt: Date }, now: Date): BundleState {
  if (bundle.creditsRemaining <= 0) return 'used_up';
  return bundle.expiresAt <= now ? 'expired' : 'active';
}
