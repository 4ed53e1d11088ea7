import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../actor';
import { zarcodeAccess } from './policy';

const code = { userId: 'owner-id' };
const owner: Viewer = { id: 'owner-id', role: 'user' };
const other: Viewer = { id: 'other-id', role: 'user' };
const admin: Viewer = { id: 'admin-id', role: 'admin' };
const superAdmin: Viewer = { id: 'super-id', role: 'super_admin' };

const MANAGER = { canSeePrivateDetails: true, canEdit: true, canDelete: true, isCountedAsView: false };
const VISITOR = { canSeePrivateDetails: false, canEdit: false, canDelete: false, canRequestChange: false, isCountedAsView: true };

describe('zarcodeAccess', () => {
  it('lets the owner see, edit and delete the code, and does not count their look as a view', () => {
    expect(zarcodeAccess(owner, code)).toEqual({ ...MANAGER, canRequestChange: true });
  });

  it('gives admins and super admins what the owner has, but a change request: only an owner asks to move a code', () => {
    expect(zarcodeAccess(admin, code)).toEqual({ ...MANAGER, canRequestChange: false });
    expect(zarcodeAccess(superAdmin, code)).toEqual({ ...MANAGER, canRequestChange: false });
  });

  it('gives another user and an anonymous visitor nothing but a counted view', () => {
    expect(zarcodeAccess(other, code)).toEqual(VISITOR);
    expect(zarcodeAccess(null, code)).toEqual(VISITOR);
  });

});
