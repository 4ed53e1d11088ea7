import { sql } from 'drizzle-orm';
import { codeReadings, isTypedCode } from '../../../domain/zarcode/typed-code';
import type { Queryable } from '../../db/client';
import { zarcodes } from '../../db/schema';

/** What batches read of a code: where it is and what it is called, not its owner or counts. */
export interface PlaceRow {
  id: string;
  code: string;
  userId: string;
  title: string | null;
  privacy: 'public' | 'private';
  latitude: string;
  longitude: string;
  addressLine1: string | null;
  addressLine2: string | null;
  suburb: string | null;
  city: string;
  province: string;
  country: string;
}

/** The columns of a code's place (PlaceRow), for a select that adds its own beside them. */
export const placeColumns = {
  id: zarcodes.id,
  code: zarcodes.code,
  userId: zarcodes.userId,
  title: zarcodes.title,
  privacy: zarcodes.privacy,
  latitude: zarcodes.latitude,
  longitude: zarcodes.longitude,
  addressLine1: zarcodes.addressLine1,
  addressLine2: zarcodes.addressLine2,
  suburb: zarcodes.suburb,
  city: zarcodes.city,
  province: zarcodes.province,
  country: zarcodes.country,
};

/** A typed text that is not a code at all. */
export const NOT_A_CODE = 'not-a-code';

/**
 * Codes as typed (any case, spaces, look-alikes: codeReadings), in the order given: each the code it
 * reads as, null when none exists, NOT_A_CODE when the text is no code. Every reading of every text
 * is looked up in one query on the unique index, so 1,000 codes are one round trip.
 */
export async function findPlacesByTypedCodes(
  db: Queryable,
  inputs: readonly string[],
): Promise<(PlaceRow | null | typeof NOT_A_CODE)[]> {
  const readings = inputs.map((input) => (isTypedCode(input) ? codeReadings(input) : []));
  const wanted = [...new Set(readings.flat())];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select(placeColumns)
          .from(zarcodes)
          .where(sql`${zarcodes.code} = any(${sql.param(wanted)}::text[])`);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return readings.map((candidates) => {
    if (candidates.length === 0) return NOT_A_CODE;
    return candidates.map((code) => byCode.get(code)).find((found) => found !== undefined) ?? null;
  });
}
