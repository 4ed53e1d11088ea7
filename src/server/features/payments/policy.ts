import { isAdminRole } from '../../../domain/auth/roles';
import type { Viewer } from '../../actor';

/**
 * Whose payments a caller may look at: admins any (support), everyone else their own. The queries
 * are scoped by this, so another buyer's payment is simply not found.
 */
export function canSeeOthersPayments(viewer: Viewer): boolean {
  return viewer !== null && isAdminRole(viewer.role);
}

/** Only the buyer pays, completes, resumes or cancels a payment: admins see it, but do not act for the buyer. */
export function isBuyer(viewer: Viewer, payment: { userId: string | null }): boolean {
  return viewer !== null && viewer.id === payment.userId;
}
