import { isAdminRole } from '../../../domain/auth/roles';
import type { Viewer } from '../../actor';

/** Who sees a run and may delete it: its courier, and admins (support). Anyone else is told it does not exist. */
export function canSeeRun(viewer: Viewer, run: { userId: string }): boolean {
  return viewer !== null && (viewer.id === run.userId || isAdminRole(viewer.role));
}

/**
 * Who marks a run's stops, moves them and shares the run: its courier only. An admin reading a run
 * for support changes nothing of it, and is shown no access details through it.
 */
export function canWorkRun(viewer: Viewer, run: { userId: string }): boolean {
  return viewer !== null && viewer.id === run.userId;
}

/** A run link's rights: a colleague's link follows the run; a courier's link (made through the API) works it. */
export const canWorkByLink = (kind: 'view' | 'work') => kind === 'work';
