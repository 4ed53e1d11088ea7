import type { Queryable } from '../../db/client';
import type { OwnerRule } from '../../plugins/access';
import { getLocationRequest, getOwnLocationRequest } from './service';

/** The location request in the path is the caller's, or they are an admin (here and in /api/v1). */
export const locationRequesterRule = (db: Queryable): OwnerRule => ({
  name: 'locationRequester',
  param: 'id',
  check: (viewer, id) => getLocationRequest(db, viewer, id),
});

/** The location request in the path is of the caller's own making (admins are not let through). */
export const locationRequestMakerRule = (db: Queryable): OwnerRule => ({
  name: 'locationRequestMaker',
  param: 'id',
  check: (viewer, id) => getOwnLocationRequest(db, viewer, id),
});
