import { ROLES, isAdminRole, type Role } from '../../domain/auth/roles';
import type { User } from '../../domain/auth/schemas';

/**
 * The user kept in localStorage, checked by hand: anything may sit in storage (an older build's shape,
 * an edit in DevTools), but zod would cost every page ~26 KB gzipped for this one check. The field list
 * is typed by `User`, so a field added to the domain's user schema must be added here too.
 */
const FIELD_TYPES: { [K in keyof User]: (value: unknown) => boolean } = {
  id: isString,
  email: isString,
  firstName: isString,
  lastName: isString,
  contactTel: (value) => value === null || isString(value),
  role: (value) => ROLES.includes(value as Role),
  isActive: isBoolean,
  emailNotifications: isBoolean,
  hasCreatorProfile: isBoolean,
  hasTotp: isBoolean,
  createdAt: isString,
  mustEnrolTotp: isBoolean,
};

/**
 * The second factor's fields for a user kept by a build before it existed, rather than a sign-out:
 * none yet, and an admin held back from the admin area (as the server holds them back by default)
 * until the server's answer, read once per sign-in, says otherwise.
 */
const beforeSecondFactor = (record: Record<string, unknown>) => ({ hasTotp: false, mustEnrolTotp: isAdminRole(record.role as string) });

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/** The stored user with exactly the fields of `User` (others dropped, as zod would), or null. */
export function storedUserOf(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const record: Record<string, unknown> = { ...beforeSecondFactor(value as Record<string, unknown>), ...(value as Record<string, unknown>) };
  const user: Record<string, unknown> = {};
  for (const [field, isValid] of Object.entries(FIELD_TYPES)) {
    if (!isValid(record[field])) return null;
    user[field] = record[field];
  }
  return user as User;
}
