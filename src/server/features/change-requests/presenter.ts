import { requestState, windowEndsAt } from '../../../domain/change-requests/change-requests';
import type { AdminChangeRequest, ChangeRequest, Position } from '../../../domain/change-requests/schemas';
import type { Viewer } from '../../actor';
import { changeRequestAccess } from './policy';
import type { ChangeRequestRow } from './window';

export interface ChangeRequestWithCode {
  request: ChangeRequestRow;
  code: string;
}

export interface AdminChangeRequestRow extends ChangeRequestWithCode {
  title: string;
  city: string;
  province: string;
  latitude: string;
  longitude: string;
  owner: { id: string; firstName: string; lastName: string; email: string };
  deciderEmail: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const position = (latitude: string | null, longitude: string | null): Position | null =>
  latitude !== null && longitude !== null ? { latitude, longitude } : null;

/** The fields both views share: the request's own, when the window ends, the state now, the move made. */
function requestFields({ request, code }: ChangeRequestWithCode, now: Date) {
  return {
    id: request.id,
    zarcode: code,
    status: request.status,
    state: requestState(request, now),
    reason: request.reason,
    createdAt: request.createdAt.toISOString(),
    approvedAt: iso(request.approvedAt),
    dismissedAt: iso(request.dismissedAt),
    expiresAt: iso(windowEndsAt(request)),
    rejectedAt: iso(request.rejectedAt),
    rejectionNote: request.rejectionNote,
    appliedAt: iso(request.appliedAt),
    previousPosition: position(request.previousLatitude, request.previousLongitude),
    newPosition: position(request.newLatitude, request.newLongitude),
  };
}

/** A request as its owner sees it, with what they may do now. */
export function presentChangeRequest(row: ChangeRequestWithCode, viewer: Viewer, now: Date): ChangeRequest {
  const access = changeRequestAccess(viewer, row.request, now);
  return { ...requestFields(row, now), canMove: access.canMove, canDismiss: access.canDismiss };
}

/** A request as an admin sees it: the owner, the code's place, who decided, and what may be done. */
export function presentAdminChangeRequest(row: AdminChangeRequestRow, viewer: Viewer, now: Date): AdminChangeRequest {
  const access = changeRequestAccess(viewer, row.request, now);
  return {
    ...requestFields(row, now),
    owner: row.owner,
    title: row.title,
    city: row.city,
    province: row.province,
    position: { latitude: row.latitude, longitude: row.longitude },
    decidedBy: row.deciderEmail ? { email: row.deciderEmail } : null,
    canApprove: access.canApprove,
    canReject: access.canReject,
  };
}
