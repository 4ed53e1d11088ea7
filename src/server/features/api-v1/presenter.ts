import type { V1LookupResult, V1Place } from '../../../domain/api-v1/schemas';
import { plusCodeFor } from '../../../domain/geo/plus-code';
import type { Province } from '../../../domain/geo/provinces';
import { codeShortLink } from '../../../domain/zarcode/read-aloud';
import type { PlaceRow } from '../zarcodes';

/** Where a code leads, as /api/v1 answers it (only for callers who may locate it: policy.ts). */
export function presentPlace(row: PlaceRow, publicUrl: string): V1Place {
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  return {
    zarcode: row.code,
    url: codeShortLink(publicUrl, row.code),
    title: row.title,
    privacy: row.privacy,
    latitude,
    longitude,
    plusCode: plusCodeFor(latitude, longitude),
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      suburb: row.suburb,
      city: row.city,
      province: row.province as Province,
      country: row.country,
    },
  };
}

/** One code of a lookup: located, marked private, not found or not a code. */
export function presentLookup(
  input: string,
  found: { status: 'found'; row: PlaceRow } | { status: 'private'; code: string } | { status: 'not_found' | 'invalid' },
  publicUrl: string,
): V1LookupResult {
  switch (found.status) {
    case 'found':
      return { input, status: 'found', zarcode: found.row.code, place: presentPlace(found.row, publicUrl) };
    case 'private':
      return { input, status: 'private', zarcode: found.code, place: null };
    default:
      return { input, status: found.status, zarcode: null, place: null };
  }
}
