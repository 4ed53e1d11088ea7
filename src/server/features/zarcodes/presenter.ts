import { isAdminRole } from '../../../domain/auth/roles';
import { plusCodeFor } from '../../../domain/geo/plus-code';
import type { Province } from '../../../domain/geo/provinces';
import type { SearchResult, ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { zarcodeSearchResult } from '../../../domain/zarcode/search-result';
import type { Actor } from '../../actor';
import type { ZarcodeWithOwner } from './service';

/** Owners and admins see a private code's title, description and owner; nobody else does. */
export function canSeePrivateDetails(viewer: Actor | null, row: { userId: string }): boolean {
  return Boolean(viewer && (viewer.id === row.userId || isAdminRole(viewer.role)));
}

export function presentZarcode(row: ZarcodeWithOwner, viewer: Actor | null): ZarcodeRecord {
  const isPrivileged = canSeePrivateDetails(viewer, row);
  const showContent = row.privacy === 'public' || isPrivileged;
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
    user: isPrivileged ? row.owner : null,
    plusCode: plusCodeFor(Number(row.latitude), Number(row.longitude)),
  };
}

/** A code as a search hit, as this viewer may see it. */
export function presentZarcodeResult(row: ZarcodeWithOwner, viewer: Actor | null): SearchResult {
  return zarcodeSearchResult(presentZarcode(row, viewer));
}
