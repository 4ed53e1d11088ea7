import { isAdminRole } from '../../../domain/auth/roles';
import type { Viewer } from '../../actor';

/** The fields of a profile the rules look at. */
export interface CreatorRecord {
  userId: string;
  uniquePrefix: string | null;
  useStandardPrefix: boolean;
  isActive: boolean;
  hiddenAt: Date | null;
}

/** What one viewer may do with one creator profile: the creator rules, decided here and nowhere else. */
export interface CreatorAccess {
  /** Every code of the creator (private and hidden ones too), and the profile while it is not public. */
  canSeeAll: boolean;
  /** Set or change the unique prefix: admins always, the owner only while none is set. */
  canChangePrefix: boolean;
  /** useStandardPrefix, isActive, the slug and deleting the profile: admins. */
  canManage: boolean;
}

export function creatorAccess(viewer: Viewer, creator: CreatorRecord): CreatorAccess {
  const isAdmin = viewer !== null && isAdminRole(viewer.role);
  const isOwner = viewer !== null && viewer.id === creator.userId;
  return {
    canSeeAll: isAdmin || isOwner,
    canChangePrefix: isAdmin || (isOwner && creator.uniquePrefix === null),
    canManage: isAdmin,
  };
}

/** Becoming a creator is an admin's act: only admins make profiles, their own included. */
export function canCreateCreatorProfile(viewer: Viewer): boolean {
  return viewer !== null && isAdminRole(viewer.role);
}

/** Whether the creator's page and codes are public: active and not hidden by an admin. */
export function isCreatorPublic(creator: Pick<CreatorRecord, 'isActive' | 'hiddenAt'>): boolean {
  return creator.isActive && creator.hiddenAt === null;
}

/** A creator may make codes while active and with a prefix to give them (their own or the standard one). */
export function canCreateCreatorCodes(creator: Pick<CreatorRecord, 'isActive' | 'useStandardPrefix' | 'uniquePrefix'>): boolean {
  return creator.isActive && (creator.useStandardPrefix || creator.uniquePrefix !== null);
}

export const MANAGED_FIELD_MESSAGE = 'Only an administrator can change the standard prefix setting or the status of a creator';
export const PREFIX_FIXED_MESSAGE = 'Your prefix is fixed once set. Please contact support to change it.';

/**
 * Why `viewer` may not make these changes to their own profile (`existing`, null when creating it),
 * or null when they may: the admin-only fields (useStandardPrefix, isActive) may not even be sent
 * by others, and a prefix already set may not change.
 */
export function refusedOwnProfileChange(
  viewer: Viewer,
  existing: CreatorRecord | null,
  changes: { useStandardPrefix?: boolean; isActive?: boolean; uniquePrefix?: string | null },
): string | null {
  if (viewer !== null && isAdminRole(viewer.role)) return null;
  if (changes.useStandardPrefix !== undefined || changes.isActive !== undefined) return MANAGED_FIELD_MESSAGE;
  const isPrefixChanged = changes.uniquePrefix !== undefined && changes.uniquePrefix !== (existing?.uniquePrefix ?? null);
  if (isPrefixChanged && existing !== null && existing.uniquePrefix !== null) return PREFIX_FIXED_MESSAGE;
  return null;
}
