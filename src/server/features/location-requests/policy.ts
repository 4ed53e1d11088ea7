import { isAdminRole } from '../../../domain/auth/roles';
import type { Viewer } from '../../actor';

/**
 * Who sees a location request and its answer: the requester, and admins (support). Anyone else is
 * told it does not exist; the person who answered sees only that it was sent.
 */
export function canSeeLocationRequest(viewer: Viewer, request: { userId: string }): boolean {
  return viewer !== null && (viewer.id === request.userId || isAdminRole(viewer.role));
}

/**
 * Who may replace a request's link: its maker only. A new link answers as the person asked, so an
 * admin, who may read the request, may not make one.
 */
export function canReplaceRequestLink(viewer: Viewer, request: { userId: string }): boolean {
  return viewer !== null && viewer.id === request.userId;
}
