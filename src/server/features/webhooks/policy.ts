import { isAdminRole } from '../../../domain/auth/roles';
import type { Viewer } from '../../actor';

/**
 * Who may delete a webhook endpoint and read its deliveries: its owner, or any admin (one aimed at a
 * receiver that complains, support for an integrator). Lists are always the caller's own; another
 * user's endpoint is simply not found.
 */
export function canManageWebhook(viewer: Viewer, webhook: { userId: string }): boolean {
  return viewer !== null && (viewer.id === webhook.userId || isAdminRole(viewer.role));
}

/**
 * Who may replace an endpoint's secret or send a delivery again: its owner only. A new secret is
 * answered to whoever asks for it, and a resend speaks to the owner's receiver as the owner.
 */
export function ownsWebhook(viewer: Viewer, webhook: { userId: string }): boolean {
  return viewer !== null && viewer.id === webhook.userId;
}
