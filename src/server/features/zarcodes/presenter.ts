import { plusCodeFor } from '../../../domain/geo/plus-code';
import type { Province } from '../../../domain/geo/provinces';
import type { AdminZarcode } from '../../../domain/zarcode/admin-schemas';
import type { SearchResult, ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { zarcodeSearchResult } from '../../../domain/zarcode/search-result';
import type { Viewer } from '../../actor';
import { zarcodeAccess, type ZarcodeAccess } from './policy';
import type { ZarcodeWithOwner } from './service';

/** A code as `viewer` may see it, with what they may do with it. */
export function presentZarcode(row: ZarcodeWithOwner, viewer: Viewer): ZarcodeRecord {
  return presentZarcodeWithAccess(row, zarcodeAccess(viewer, row));
}

/** Whether a viewer with `access` sees the code's title and description: anyone for a public code. */
export function showsContent(row: { privacy: string }, access: ZarcodeAccess): boolean {
  return row.privacy === 'public' || access.canSeePrivateDetails;
}

/** A code as seen with `access` (for a caller that has asked the policy already). */
export function presentZarcodeWithAccess(row: ZarcodeWithOwner, access: ZarcodeAccess): ZarcodeRecord {
  const showContent = showsContent(row, access);
  return {
    id: row.id,
    zarcode: row.code,
    title: showContent ? row.title : null,
    description: showContent ? row.description : null,
    privacy: row.privacy,
    latitude: row.latitude,
    longitude: row.longitude,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    suburb: row.suburb,
    city: row.city,
    province: row.province as Province,
    country: row.country,
    creatorSlug: row.creatorSlug,
    imageCount: row.imageCount,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isCreatorCode: row.isCreatorCode,
    isVerified: row.isVerified,
    user: access.canSeePrivateDetails ? row.owner : null,
    plusCode: plusCodeFor(Number(row.latitude), Number(row.longitude)),
    canEdit: access.canEdit,
    canDelete: access.canDelete,
    canRequestChange: access.canRequestChange,
  };
}

/** A code as a search hit, as this viewer may see it. */
export function presentZarcodeResult(row: ZarcodeWithOwner, viewer: Viewer): SearchResult {
  return zarcodeSearchResult(presentZarcode(row, viewer));
}

/** A code with who verified it, as admins read it. */
export interface AdminZarcodeRow extends ZarcodeWithOwner {
  verifier: { id: string; email: string; firstName: string; lastName: string } | null;
}

/** A code as an admin sees it: everything, with who verified it and whether it is hidden. */
export function presentAdminZarcode(row: AdminZarcodeRow, viewer: Viewer): AdminZarcode {
  return {
    ...presentZarcode(row, viewer),
    userId: row.userId,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifier,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
  };
}
