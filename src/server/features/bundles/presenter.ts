import { bundleState } from '../../../domain/bundles/bundles';
import type { Bundle, BundleHistoryItem } from '../../../domain/bundles/schemas';
import type { bundles } from '../../db/schema';

export type BundleRow = typeof bundles.$inferSelect;

export function presentBundle(row: BundleRow): Bundle {
  return {
    id: row.id,
    bundleType: row.bundleType,
    totalZarcodes: row.totalCodes,
    remainingZarcodes: row.creditsRemaining,
    creditsRemaining: row.creditsRemaining,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A bundle in the caller's history, with whether it can still be used at `now`. */
export function presentBundleHistoryItem(row: BundleRow, now: Date): BundleHistoryItem {
  const isExpired = row.expiresAt <= now;
  return {
    ...presentBundle(row),
    isActive: !isExpired && row.creditsRemaining > 0,
    isExpired,
    state: bundleState(row, now),
    paymentId: row.paymentId,
  };
}
