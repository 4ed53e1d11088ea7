import { formatCoordinate } from '../geo/coordinate-format';
import type { ZarcodeRecord } from './schemas';

/**
 * How a code's place reads on its page, in the embed and in shared messages. Pure, and free of
 * zod and the router, so the light embed page can use it too.
 */

type AddressParts = Pick<
  ZarcodeRecord,
  'addressLine1' | 'addressLine2' | 'suburb' | 'city' | 'province' | 'country'
>;

const joined = (parts: ReadonlyArray<string | null | undefined>) =>
  parts.map((part) => part?.trim()).filter(Boolean).join(', ');

/** "Cape Town, Western Cape, South Africa": the header line under the code. */
export function regionLine(code: Pick<ZarcodeRecord, 'city' | 'province' | 'country'>): string {
  return joined([code.city, code.province, code.country]);
}

/** "12 Long Street, City Centre": the street address and suburb above the region on a code page. */
export function streetLine(code: Pick<ZarcodeRecord, 'addressLine1' | 'addressLine2' | 'suburb' | 'city'>): string {
  return joined([code.addressLine1, code.addressLine2, code.suburb !== code.city ? code.suburb : null]);
}

/** "City Centre, Cape Town, Western Cape": the short place of a message or an embed. */
export function placeLine(code: Pick<ZarcodeRecord, 'suburb' | 'city' | 'province'>): string {
  return joined([code.suburb !== code.city ? code.suburb : null, code.city, code.province]);
}

/** Every address part that is filled in, street to country. */
export function fullAddress(code: AddressParts): string {
  return joined([
    code.addressLine1,
    code.addressLine2,
    code.suburb !== code.city ? code.suburb : null,
    code.city,
    code.province,
    code.country,
  ]);
}

export interface CodePoint {
  latitude: number;
  longitude: number;
  /** Six decimals each, as stored: '-33.924900'. */
  latitudeText: string;
  longitudeText: string;
  /** '-33.924900, 18.424100': what people copy into another map app. */
  text: string;
}

/** The code's coordinates as numbers and as the 6-decimal texts the page shows. */
/** A point as codes store it ('-33.924900') or as a number (a location request's answer). */
export type AnyPoint = { latitude: string | number; longitude: string | number };

export function pointOf(code: AnyPoint): CodePoint {
  const latitude = Number(code.latitude);
  const longitude = Number(code.longitude);
  const latitudeText = formatCoordinate(latitude);
  const longitudeText = formatCoordinate(longitude);
  return { latitude, longitude, latitudeText, longitudeText, text: `${latitudeText}, ${longitudeText}` };
}
