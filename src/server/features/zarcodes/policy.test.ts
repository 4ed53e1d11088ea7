import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { zarcodeAccess } from './policy';

const code = { userId: 'owner-id' };
const owner: Viewer = { id: 'owner-id', role: 'user' };
const other: Viewer = { id: 'other-id', role: 'user' };
const admin: Viewer = { id: 'admin-id', role: 'admin' };
const superAdmin: Viewer = { id: 'super-id', role: 'super_admin' };

const MANAGER = { canSeePrivateDetails: true, canEdit: true, canDelete: true, isCountedAsView: false, isAdminAction: false };
const VISITOR = {
  canSeePrivateDetails: false,
  canEdit: false,
  canDelete: false,
  canRequestChange: false,
  isCountedAsView: true,
  isAdminAction: false,
};
/** An admin on someone else's code: what the owner may do but ask for a move, each change recorded. */
const ADMIN_FOR_OWNER = { ...MANAGER, canRequestChange: false, isAdminAction: true };

describe('zarcodeAccess', () => {
  it('lets the owner see, edit and delete the code, and does not count their look as a view', () => {
    expect(zarcodeAccess(owner, code)).toEqual({ ...MANAGER, canRequestChange: true });
  });

  it('gives admins and super admins what the owner has but a change request (only an owner asks to move a code), their changes recorded as admin actions', () => {
    expect(zarcodeAccess(admin, code)).toEqual(ADMIN_FOR_OWNER);
    expect(zarcodeAccess(superAdmin, code)).toEqual(ADMIN_FOR_OWNER);
  });

  it('treats an admin looking after their own code as its owner, not as an admin action', () => {
    expect(zarcodeAccess(admin, { userId: 'admin-id' })).toEqual({ ...MANAGER, canRequestChange: true });
  });

  it('gives another user and an anonymous visitor nothing but a counted view', () => {
    expect(zarcodeAccess(other, code)).toEqual(VISITOR);
    expect(zarcodeAccess(null, code)).toEqual(VISITOR);
  });

});
