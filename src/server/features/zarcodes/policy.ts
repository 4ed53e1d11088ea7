import { isAdminActingForOthers, isAdminRole } from '../../../domain/auth/roles';
import type { Viewer } from '../../actor';

/** What one viewer may do with one code: the zarcode rules, decided here and nowhere else. */
export interface ZarcodeAccess {
  /** A private code's title and description, and any code's owner. */
  canSeePrivateDetails: boolean;
  /** Change its details and photos. */
  canEdit: boolean;
  canDelete: boolean;
  /** Ask an admin to move it (change requests): its owner only, admins included only for their own codes. */
  canRequestChange: boolean;
  /** Looking at it counts as a view: owners and admins looking after their codes are not visitors. */
  isCountedAsView: boolean;
  /** A change by this viewer is an admin's on someone else's code: the audit log records it. */
  isAdminAction: boolean;
}

/** A code's owner or an admin: they may see, change and delete it. */
function isOwnerOrAdmin(viewer: Viewer, code: { userId: string }): boolean {
  return viewer !== null && (viewer.id === code.userId || isAdminRole(viewer.role));
}

export function zarcodeAccess(viewer: Viewer, code: { userId: string }): ZarcodeAccess {
  const isManager = isOwnerOrAdmin(viewer, code);
  const isOwner = viewer !== null && viewer.id === code.userId;
  return {
    canSeePrivateDetails: isManager,
    canEdit: isManager,
    canDelete: isManager,
    canRequestChange: isOwner,
    isCountedAsView: !isManager,
    isAdminAction: isAdminActingForOthers(viewer, code.userId),
  };
}
