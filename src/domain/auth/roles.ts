export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Admins and super admins run the business from /a. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}

export function isSuperAdminRole(role: string | null | undefined): boolean {
  return role === 'super_admin';
}

/**
 * An admin changing a record that belongs to someone else: an admin write, recorded in the audit log
 * (an admin looking after their own code is an owner like any other).
 */
export function isAdminActingForOthers(actor: { id: string; role: string } | null, ownerId: string): boolean {
  return actor !== null && isAdminRole(actor.role) && actor.id !== ownerId;
}
