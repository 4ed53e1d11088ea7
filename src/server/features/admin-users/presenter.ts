import type { Role } from '../../../domain/auth/roles';
import type { AdminUser, UserZarcodeSummary } from '../../../domain/user/schemas';
import type { creatorProfiles, users } from '../../db/schema';
import type { ZarcodeWithViews } from '../zarcodes';
import { userAccess, type RoleActor } from './policy';

export type UserRow = typeof users.$inferSelect;
export interface UserListRow extends UserRow {
  hasCreatorProfile: boolean;
  zarcodeCount: number;
}

/** An account as admins see it, with what the admin asking may do with it. */
export function presentAdminUser(row: UserListRow, viewer: RoleActor, activeSuperAdmins: number): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    contactTel: row.contactTel,
    role: row.role as Role,
    isActive: row.isActive,
    emailNotifications: row.emailNotifications,
    hasCreatorProfile: row.hasCreatorProfile,
    hasTotp: row.totpEnabledAt !== null,
    zarcodeCount: row.zarcodeCount,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    access: userAccess(viewer, row, activeSuperAdmins),
  };
}

/** The fields of an account the audit log keeps before and after a change (never its password). */
export function auditedUser(row: UserRow) {
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    contactTel: row.contactTel,
    role: row.role,
    isActive: row.isActive,
    emailNotifications: row.emailNotifications,
  };
}

export function presentUserZarcode(row: ZarcodeWithViews): UserZarcodeSummary {
  return {
    id: row.id,
    zarcode: row.code,
    title: row.title,
    city: row.city,
    province: row.province,
    privacy: row.privacy,
    isCreatorCode: row.isCreatorCode,
    isVerified: row.isVerified,
    isHidden: row.hiddenAt !== null,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentUserCreatorProfile(row: typeof creatorProfiles.$inferSelect) {
  return {
    id: row.id,
    displayName: row.displayName,
    slug: row.slug,
    uniquePrefix: row.uniquePrefix,
    useStandardPrefix: row.useStandardPrefix,
    isActive: row.isActive,
    isHidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
