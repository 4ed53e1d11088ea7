import { z } from 'zod';
import { BUNDLE_STATES, BUNDLE_TYPES } from './bundles';

export const bundleSchema = z.object({
  id: z.string(),
  bundleType: z.enum(BUNDLE_TYPES),
  totalZarcodes: z.number().int(),
  remainingZarcodes: z.number().int(),
  creditsRemaining: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const bundleListReplySchema = z.array(bundleSchema);

/** POST /api/admin/users/{id}/bundles: the user an admin gives a bundle to. */
export const grantBundleParamsSchema = z.object({ id: z.uuid({ error: 'User not found' }) });

export const grantBundleBodySchema = z.object({
  bundleType: z.enum(BUNDLE_TYPES, {
    error: `Bundle type must be one of: ${BUNDLE_TYPES.join(', ')}`,
  }),
});
export type GrantBundleBody = z.infer<typeof grantBundleBodySchema>;

/** GET /api/bundles/stats: the caller's credits across bundles. */
export const bundleStatsReplySchema = z.object({
  /** Every bundle the caller has had. */
  totalBundles: z.number().int(),
  /** Bundles with codes left and time left. */
  activeBundles: z.number().int(),
  /** Codes left in active bundles. */
  creditsRemaining: z.number().int(),
  /** Codes in all bundles ever held. */
  creditsTotal: z.number().int(),
  /** Codes made with bundles. */
  creditsUsed: z.number().int(),
  /** Codes left in bundles that expired before they were used. */
  creditsExpired: z.number().int(),
  /** When the soonest active bundle expires, or null. */
  nextExpiresAt: z.string().nullable(),
});
export type BundleStatsReply = z.infer<typeof bundleStatsReplySchema>;

/** A bundle in the caller's full list, with whether it can still be used. */
export const bundleHistoryItemSchema = bundleSchema.extend({
  isActive: z.boolean(),
  isExpired: z.boolean(),
  /** Active, used up (no code left, expired since or not) or expired (with codes left). */
  state: z.enum(BUNDLE_STATES),
  /** The payment that bought it, or null for a complimentary bundle. */
  paymentId: z.string().nullable(),
});
export const bundleHistoryReplySchema = z.array(bundleHistoryItemSchema);
export type BundleHistoryItem = z.infer<typeof bundleHistoryItemSchema>;
