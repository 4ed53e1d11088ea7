import type { AdminCreator, CreatorProfile, PublicCreator } from '../../../domain/creators/schemas';
import type { Viewer } from '../../actor';
import type { creatorProfiles } from '../../db/schema';
import { canCreateCreatorCodes, creatorAccess } from './policy';

export type CreatorRow = typeof creatorProfiles.$inferSelect;

/** The public e-mail, website and social handles, as anyone may see them. */
function linksOf(row: CreatorRow) {
  return {
    instagram: row.instagram,
    facebook: row.facebook,
    tiktok: row.tiktok,
    xcom: row.xcom,
    website: row.website,
    email: row.email,
  };
}

/** A profile as its owner or an admin sees it, with what `viewer` may change. */
export function presentCreatorProfile(row: CreatorRow, viewer: Viewer): CreatorProfile {
  const access = creatorAccess(viewer, row);
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    slug: row.slug,
    useStandardPrefix: row.useStandardPrefix,
    uniquePrefix: row.uniquePrefix,
    isActive: row.isActive,
    isHidden: row.hiddenAt !== null,
    ...linksOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canChangePrefix: access.canChangePrefix,
    canManage: access.canManage,
    canCreateCodes: canCreateCreatorCodes(row),
  };
}

export interface AdminCreatorRow {
  profile: CreatorRow;
  user: { id: string; firstName: string; lastName: string; email: string };
  codeCount: number;
}

export function presentAdminCreator(row: AdminCreatorRow, viewer: Viewer): AdminCreator {
  return {
    ...presentCreatorProfile(row.profile, viewer),
    user: row.user,
    hiddenReason: row.profile.hiddenReason,
    codeCount: row.codeCount,
  };
}

export interface PublicCreatorRow {
  profile: CreatorRow;
  codeCount: number;
  /** 'latitude,longitude' of the creator's most viewed public code, or null. */
  location: string | null;
}

/** A creator as anyone sees them: never the account, the prefix settings or the admin's notes. */
export function presentPublicCreator(row: PublicCreatorRow): PublicCreator {
  const [latitude, longitude] = row.location?.split(',').map(Number) ?? [];
  return {
    id: row.profile.id,
    displayName: row.profile.displayName,
    slug: row.profile.slug,
    ...linksOf(row.profile),
    codeCount: row.codeCount,
    location: latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null,
  };
}
