import { ROLES, isSuperAdminRole, type Role } from '../../../domain/auth/roles';
import { TOTP_NOT_ON_MESSAGE } from '../../../domain/auth/second-factor';
import type { UserAccess } from '../../../domain/user/schemas';

/*
 * Who may do what to an account, decided here and nowhere else (the service enforces, the presenter
 * tells the page). Only a super admin grants or takes away admin or super_admin, or changes anything
 * of a super admin's account. Nobody disables, demotes or deletes themselves, and the last active
 * super admin cannot be disabled, demoted or deleted, so the business is never left without one.
 */

export interface RoleActor {
  id: string;
  role: Role;
}

export interface ManagedAccount {
  id: string;
  role: Role;
  isActive: boolean;
  /** When their second factor was turned on; null while it is off. */
  totpEnabledAt: Date | null;
}

/** Why a change is refused: 403 for a right the admin lacks, 409 for the state of the accounts. */
export interface Refusal {
  status: 403 | 409;
  message: string;
}

export const SUPER_ADMIN_ONLY_MESSAGE = "Only a super admin can change a super admin's account";
export const ROLE_CHANGE_MESSAGE = 'Only a super admin can grant or remove the admin and super admin roles';
export const LAST_SUPER_ADMIN_MESSAGE = 'The last active super admin cannot be disabled, demoted or deleted';
export const SELF_MESSAGES = {
  demote: 'You cannot demote yourself: ask another super admin',
  disable: 'You cannot disable your own account',
  delete: 'You cannot delete your own account',
  password: 'Change your own password on your profile page',
  totp: 'Turn your own two-step sign-in off on your security page',
} as const;
export const TOTP_OFF_SUPER_ADMIN_ONLY_MESSAGE = "Only a super admin can turn off someone's two-step sign-in";

const refuse = (status: Refusal['status'], message: string): Refusal => ({ status, message });

/** The roles `actor` may give to a new or existing account. */
export function grantableRoles(actor: RoleActor): Role[] {
  return isSuperAdminRole(actor.role) ? [...ROLES] : ['user'];
}

/** Whether `account` is the only active super admin (`activeSuperAdmins` counts them, it included). */
export function isLastActiveSuperAdmin(account: ManagedAccount, activeSuperAdmins: number): boolean {
  return account.role === 'super_admin' && account.isActive && activeSuperAdmins <= 1;
}

/** Any change to `account` at all: a super admin's account is a super admin's business. */
export function editRefusal(actor: RoleActor, account: ManagedAccount): Refusal | null {
  if (account.role === 'super_admin' && !isSuperAdminRole(actor.role)) return refuse(403, SUPER_ADMIN_ONLY_MESSAGE);
  return null;
}

/** Making an account with `role`. */
export function createRefusal(actor: RoleActor, role: Role): Refusal | null {
  return grantableRoles(actor).includes(role) ? null : refuse(403, ROLE_CHANGE_MESSAGE);
}

/**
 * What disabling, demoting or deleting `account` may never do: take away the caller's own account
 * (`self` names the refusal's message), or the last active super admin.
 */
function takingAwayRefusal(
  actor: RoleActor,
  account: ManagedAccount,
  activeSuperAdmins: number,
  self: 'demote' | 'disable' | 'delete',
): Refusal | null {
  if (actor.id === account.id) return refuse(409, SELF_MESSAGES[self]);
  if (isLastActiveSuperAdmin(account, activeSuperAdmins)) return refuse(409, LAST_SUPER_ADMIN_MESSAGE);
  return null;
}

/** Changing `account`'s role to `role` (no change is always fine). */
export function roleChangeRefusal(
  actor: RoleActor,
  account: ManagedAccount,
  role: Role,
  activeSuperAdmins: number,
): Refusal | null {
  if (role === account.role) return editRefusal(actor, account);
  // Every change of role grants or takes away admin or super_admin: there are only three roles.
  if (!isSuperAdminRole(actor.role)) return refuse(403, ROLE_CHANGE_MESSAGE);
  return takingAwayRefusal(actor, account, activeSuperAdmins, 'demote');
}

/** Disabling or enabling `account` (`isActive` is what it is now). */
export function toggleRefusal(actor: RoleActor, account: ManagedAccount, activeSuperAdmins: number): Refusal | null {
  return editRefusal(actor, account) ?? takingAwayRefusal(actor, account, activeSuperAdmins, 'disable');
}

/** Deleting `account` for good. */
export function deleteRefusal(actor: RoleActor, account: ManagedAccount, activeSuperAdmins: number): Refusal | null {
  return editRefusal(actor, account) ?? takingAwayRefusal(actor, account, activeSuperAdmins, 'delete');
}

/** Setting `account`'s password (which ends their sessions): an admin's own goes through the profile page. */
export function passwordRefusal(actor: RoleActor, account: ManagedAccount): Refusal | null {
  const refusal = editRefusal(actor, account);
  if (refusal) return refusal;
  if (actor.id === account.id) return refuse(409, SELF_MESSAGES.password);
  return null;
}

/**
 * Turning `account`'s second factor off (its holder lost their phone and recovery codes): a super
 * admin's decision, recorded in the audit log; their own goes through their security page, with a code.
 */
export function totpOffRefusal(actor: RoleActor, account: ManagedAccount): Refusal | null {
  if (!isSuperAdminRole(actor.role)) return refuse(403, TOTP_OFF_SUPER_ADMIN_ONLY_MESSAGE);
  if (actor.id === account.id) return refuse(409, SELF_MESSAGES.totp);
  if (account.totpEnabledAt === null) return refuse(409, TOTP_NOT_ON_MESSAGE);
  return null;
}

/** What `actor` may do with `account`, for the page to show only what would be allowed. */
export function userAccess(actor: RoleActor, account: ManagedAccount, activeSuperAdmins: number): UserAccess {
  const otherRole = ROLES.find((role) => role !== account.role)!;
  return {
    canEdit: editRefusal(actor, account) === null,
    canChangeRole: roleChangeRefusal(actor, account, otherRole, activeSuperAdmins) === null,
    canToggle: toggleRefusal(actor, account, activeSuperAdmins) === null,
    canSetPassword: passwordRefusal(actor, account) === null,
    canDelete: deleteRefusal(actor, account, activeSuperAdmins) === null,
    canTurnOffTotp: totpOffRefusal(actor, account) === null,
  };
}
