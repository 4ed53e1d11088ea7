import type { LookupStatus } from '../../../domain/api-v1/schemas';
import type { Viewer } from '../../actor';
import type { Queryable } from '../../db/client';
import { NOT_A_CODE, findPlacesByTypedCodes, type PlaceRow, searchZarcodes } from '../zarcodes';
import { canLocateByApi } from './policy';

export type LookupOutcome =
  | { status: 'found'; row: PlaceRow }
  | { status: 'private'; code: string }
  | { status: Extract<LookupStatus, 'not_found' | 'invalid'> };

/**
 * Codes as typed, in the order given, each found, private (someone else's: policy.ts), not found, or
 * not a code: one query for the whole batch (findPlacesByTypedCodes).
 */
export async function lookUpCodes(db: Queryable, viewer: Viewer, inputs: readonly string[]): Promise<LookupOutcome[]> {
  const found = await findPlacesByTypedCodes(db, inputs);
  return found.map((row): LookupOutcome => {
    if (row === NOT_A_CODE) return { status: 'invalid' };
    if (row === null) return { status: 'not_found' };
    return canLocateByApi(viewer, row) ? { status: 'found', row } : { status: 'private', code: row.code };
  });
}

/** Public codes matching a search (code, address words, public titles) that the caller may locate. */
export async function searchPlaces(db: Queryable, viewer: Viewer, q: string, limit: number): Promise<PlaceRow[]> {
  const rows = await searchZarcodes(db, q, limit);
  return rows.filter((row) => canLocateByApi(viewer, row));
}
