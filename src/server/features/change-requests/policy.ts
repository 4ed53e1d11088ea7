import { isAdminRole } from '../../../domain/auth/roles';
import { isNoticeVisible, isWindowOpen, type ChangeRequestStatus } from '../../../domain/change-requests/change-requests';
import type { Viewer } from '../../actor';

/** The parts of a change request the rules look at. */
export interface RequestFacts {
  userId: string;
  status: ChangeRequestStatus;
  approvedAt: Date | null;
  dismissedAt: Date | null;
}

/** What one viewer may do with one change request: decided here and nowhere else. */
export interface ChangeRequestAccess {
  /** Its owner sees it; to anyone else it does not exist (404). */
  canSee: boolean;
  /** The owner may dismiss a notice that is still shown. */
  canDismiss: boolean;
  /** The owner may move the code now: approved, and within 24 hours of approvedAt. */
  canMove: boolean;
  /** Admins decide pending requests. */
  canApprove: boolean;
  canReject: boolean;
}

export function changeRequestAccess(viewer: Viewer, request: RequestFacts, now: Date = new Date()): ChangeRequestAccess {
  const isOwner = viewer !== null && viewer.id === request.userId;
  const canDecide = viewer !== null && isAdminRole(viewer.role) && request.status === 'pending';
  return {
    canSee: isOwner,
    canDismiss: isOwner && isNoticeVisible(request, now),
    canMove: isOwner && isWindowOpen(request, now),
    canApprove: canDecide,
    canReject: canDecide,
  };
}

/**
 * Whether `viewer` may move `code` to a new point: only its owner, and only in the window of an
 * approved request for it (`request`, the code's newest approval or null). Anyone else, or the
 * owner at any other time, is refused: a code painted on a gate must never move quietly.
 */
export function mayMoveCode(
  viewer: Viewer,
  code: { userId: string },
  request: RequestFacts | null,
  now: Date = new Date(),
): boolean {
  if (viewer === null || viewer.id !== code.userId || request === null) return false;
  return request.userId === code.userId && isWindowOpen(request, now);
}
