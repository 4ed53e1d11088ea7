import type { User } from '../../../domain/auth/schemas';
import { mustEnrolTotp } from '../../../domain/auth/second-factor';
import type { UserRow } from './service';

/**
 * What may leave the server about a user: never the hash, the token version or the second factor's
 * secret. `isAdminTotpRequired` is the ADMIN_MFA setting's: whether an admin must set one up first.
 */
export function presentUser(user: UserRow, hasCreatorProfile: boolean, isAdminTotpRequired: boolean): User {
  const hasTotp = user.totpEnabledAt !== null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    contactTel: user.contactTel,
    role: user.role,
    isActive: user.isActive,
    emailNotifications: user.emailNotifications,
    hasCreatorProfile,
    hasTotp,
    mustEnrolTotp: mustEnrolTotp(user.role, hasTotp, isAdminTotpRequired),
    createdAt: user.createdAt.toISOString(),
  };
}
