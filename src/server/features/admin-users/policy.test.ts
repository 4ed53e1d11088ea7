import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/auth/roles';
import {
  LAST_SUPER_ADMIN_MESSAGE,
  ROLE_CHANGE_MESSAGE,
  SELF_MESSAGES,
  SUPER_ADMIN_ONLY_MESSAGE,
  TOTP_OFF_SUPER_ADMIN_ONLY_MESSAGE,
  createRefusal,
  deleteRefusal,
  grantableRoles,
  passwordRefusal,
  roleChangeRefusal,
  toggleRefusal,
  totpOffRefusal,
  userAccess,
  type ManagedAccount,
} from './policy';

const account = (id: string, role: Role, isActive = true, totpEnabledAt: Date | null = null): ManagedAccount => ({ id, role, isActive, totpEnabledAt });
const admin = account('admin-1', 'admin');
const superAdmin = account('super-1', 'super_admin');
const otherSuper = account('super-2', 'super_admin');
const user = account('user-1', 'user');

describe('granting roles', () => {
  it('lets a super admin give every role and an admin only user', () => {
    expect(grantableRoles(superAdmin)).toEqual(['user', 'admin', 'super_admin']);
    expect(grantableRoles(admin)).toEqual(['user']);
  });

  it('refuses an admin making an admin or super admin with 403', () => {
    expect(createRefusal(admin, 'user')).toBeNull();
    expect(createRefusal(admin, 'admin')).toEqual({ status: 403, message: ROLE_CHANGE_MESSAGE });
    expect(createRefusal(admin, 'super_admin')).toEqual({ status: 403, message: ROLE_CHANGE_MESSAGE });
    expect(createRefusal(superAdmin, 'super_admin')).toBeNull();
  });

  it('refuses an admin promoting a user or demoting an admin', () => {
    expect(roleChangeRefusal(admin, user, 'admin', 2)).toEqual({ status: 403, message: ROLE_CHANGE_MESSAGE });
    expect(roleChangeRefusal(admin, account('admin-2', 'admin'), 'user', 2)).toEqual({ status: 403, message: ROLE_CHANGE_MESSAGE });
    expect(roleChangeRefusal(superAdmin, user, 'admin', 1)).toBeNull();
  });

  it('lets a role stay as it is for anyone who may edit the account', () => {
    expect(roleChangeRefusal(admin, user, 'user', 1)).toBeNull();
    expect(roleChangeRefusal(admin, otherSuper, 'super_admin', 2)).toEqual({ status: 403, message: SUPER_ADMIN_ONLY_MESSAGE });
  });
});

describe("a super admin's account", () => {
  it('is changed by super admins only', () => {
    for (const refusal of [toggleRefusal(admin, otherSuper, 2), deleteRefusal(admin, otherSuper, 2), passwordRefusal(admin, otherSuper)]) {
      expect(refusal).toEqual({ status: 403, message: SUPER_ADMIN_ONLY_MESSAGE });
    }
    expect(toggleRefusal(superAdmin, otherSuper, 2)).toBeNull();
    expect(deleteRefusal(superAdmin, otherSuper, 2)).toBeNull();
    expect(passwordRefusal(superAdmin, otherSuper)).toBeNull();
  });
});

describe('oneself', () => {
  it('cannot be demoted, disabled, deleted or given a password here', () => {
    expect(roleChangeRefusal(superAdmin, superAdmin, 'admin', 3)).toEqual({ status: 409, message: SELF_MESSAGES.demote });
    expect(toggleRefusal(admin, admin, 1)).toEqual({ status: 409, message: SELF_MESSAGES.disable });
    expect(deleteRefusal(superAdmin, superAdmin, 3)).toEqual({ status: 409, message: SELF_MESSAGES.delete });
    expect(passwordRefusal(admin, admin)).toEqual({ status: 409, message: SELF_MESSAGES.password });
  });
});

describe('the last active super admin', () => {
  it('stays: not disabled, demoted or deleted', () => {
    expect(toggleRefusal(superAdmin, otherSuper, 1)).toEqual({ status: 409, message: LAST_SUPER_ADMIN_MESSAGE });
    expect(roleChangeRefusal(superAdmin, otherSuper, 'user', 1)).toEqual({ status: 409, message: LAST_SUPER_ADMIN_MESSAGE });
    expect(deleteRefusal(superAdmin, otherSuper, 1)).toEqual({ status: 409, message: LAST_SUPER_ADMIN_MESSAGE });
  });

  it('does not hold for a disabled super admin: enabling or deleting one is fine', () => {
    const disabled = account('super-3', 'super_admin', false);
    expect(toggleRefusal(superAdmin, disabled, 1)).toBeNull();
    expect(deleteRefusal(superAdmin, disabled, 1)).toBeNull();
  });
});

describe('userAccess', () => {
  it('tells an admin what they may do with a user, an admin, a super admin and themselves', () => {
    expect(userAccess(admin, user, 1)).toEqual({ canEdit: true, canChangeRole: false, canToggle: true, canSetPassword: true, canDelete: true, canTurnOffTotp: false });
    expect(userAccess(admin, otherSuper, 2)).toEqual({ canEdit: false, canChangeRole: false, canToggle: false, canSetPassword: false, canDelete: false, canTurnOffTotp: false });
    expect(userAccess(admin, admin, 1)).toEqual({ canEdit: true, canChangeRole: false, canToggle: false, canSetPassword: false, canDelete: false, canTurnOffTotp: false });
  });

  it('tells a super admin they may do everything to others but not to the last super admin', () => {
    expect(userAccess(superAdmin, otherSuper, 2)).toEqual({ canEdit: true, canChangeRole: true, canToggle: true, canSetPassword: true, canDelete: true, canTurnOffTotp: false });
    expect(userAccess(superAdmin, otherSuper, 1)).toMatchObject({ canChangeRole: false, canToggle: false, canDelete: false });
    expect(userAccess(superAdmin, superAdmin, 2)).toMatchObject({ canEdit: true, canChangeRole: false, canToggle: false, canDelete: false });
  });
});

describe('turning a second factor off', () => {
  const enrolled = account('admin-3', 'admin', true, new Date());

  it('is a super admin\'s decision, on someone else\'s that is on', () => {
    expect(totpOffRefusal(superAdmin, enrolled)).toBeNull();
    expect(userAccess(superAdmin, enrolled, 1)).toMatchObject({ canTurnOffTotp: true });
  });

  it('is refused to an admin (403), for their own (409: their security page) and for one that is off (409)', () => {
    expect(totpOffRefusal(admin, enrolled)).toEqual({ status: 403, message: TOTP_OFF_SUPER_ADMIN_ONLY_MESSAGE });
    expect(userAccess(admin, enrolled, 1)).toMatchObject({ canTurnOffTotp: false });
    const ownEnrolled = account('super-1', 'super_admin', true, new Date());
    expect(totpOffRefusal(ownEnrolled, ownEnrolled)).toEqual({ status: 409, message: SELF_MESSAGES.totp });
    expect(totpOffRefusal(superAdmin, user)).toEqual({ status: 409, message: 'Two-step sign-in is not on' });
  });
});
