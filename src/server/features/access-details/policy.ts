import { isAdminRole } from '../../../domain/auth/roles';
import type { AccessVia } from '../../../domain/access-details/access-details';
import type { Viewer } from '../../actor';
import { zarcodeAccess } from '../zarcodes';

/** What else, beyond who they are, may let a caller see a code's access details. */
export interface AccessRights {
  /** The owner named the caller's account. */
  isNamedAccount: boolean;
  /** The caller presented a delivery link's secret that is live (not revoked, not expired). */
  hasLiveLink: boolean;
}

/**
 * By what right a caller sees a code's access details, or null when they may not: its owner, an admin,
 * an account the owner named, or a live delivery link. Everyone else, signed in or not, never does.
 */
export function accessDetailsVia(viewer: Viewer, code: { userId: string }, rights: AccessRights): AccessVia | null {
  if (viewer?.id === code.userId) return 'owner';
  if (viewer && isAdminRole(viewer.role)) return 'admin';
  if (viewer && rights.isNamedAccount) return 'account';
  if (rights.hasLiveLink) return 'link';
  return null;
}

/** Who writes the details and shares them (links, named accounts) and reads the log: the owner and admins. */
export function canManageAccessDetails(viewer: Viewer, code: { userId: string }): boolean {
  return zarcodeAccess(viewer, code).canEdit;
}

/** Every look is recorded but the owner's own. */
export function isRecordedLook(via: AccessVia): via is Exclude<AccessVia, 'owner'> {
  return via !== 'owner';
}
