import type { Queryable } from '../../db/client';
import type { OwnerRule } from '../../plugins/access';
import { getOwnRun, getRun } from './service';

/** The run in the path is the caller's, or they are an admin. */
export const runViewerRule = (db: Queryable): OwnerRule => ({
  name: 'runViewer',
  param: 'id',
  check: (viewer, id) => getRun(db, viewer, id),
});

/** The run in the path is the caller's own (admins are not let through). */
export const runCourierRule = (db: Queryable): OwnerRule => ({
  name: 'runCourier',
  param: 'id',
  check: (viewer, id) => getOwnRun(db, viewer, id),
});
