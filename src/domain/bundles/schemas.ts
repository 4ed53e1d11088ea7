import { z } from 'zod';
import { BUNDLE_TYPES } from './bundles';

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

export const grantBundleBodySchema = z.object({
  bundleType: z.enum(BUNDLE_TYPES, {
    error: `Bundle type must be one of: ${BUNDLE_TYPES.join(', ')}`,
  }),
});
export type GrantBundleBody = z.infer<typeof grantBundleBodySchema>;
