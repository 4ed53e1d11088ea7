import type { User } from '../../../domain/auth/schemas';
import type { UserRow } from './service';

/** What may leave the server about a user: never the hash or the token version. */
export function presentUser(user: UserRow, hasCreatorProfile: boolean): User {
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
    createdAt: user.createdAt.toISOString(),
  };
}
