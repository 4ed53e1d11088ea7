import { PRODUCT_NAME } from '../../../../domain/brand';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { datedFileName, toCsv, type CsvValue } from '../../../lib/csv';

/**
 * The My codes export (document 2 gives the Export button no action: we download the filtered list
 * as CSV, made in the browser from the same list the table reads).
 */

const COLUMNS: [header: string, value: (code: ZarcodeRecord, origin: string) => CsvValue][] = [
  [PRODUCT_NAME, (c) => c.zarcode],
  ['Title', (c) => c.title],
  ['Description', (c) => c.description],
  ['Privacy', (c) => c.privacy],
  ['Address line 1', (c) => c.addressLine1],
  ['Address line 2', (c) => c.addressLine2],
  ['Suburb', (c) => c.suburb],
  ['City', (c) => c.city],
  ['Province', (c) => c.province],
  ['Country', (c) => c.country],
  ['Latitude', (c) => c.latitude],
  ['Longitude', (c) => c.longitude],
  ['Plus Code', (c) => c.plusCode],
  ['Images', (c) => c.imageCount],
  ['Views', (c) => c.views],
  ['Created', (c) => c.createdAt],
  ['Link', (c, origin) => `${origin}/${PRODUCT_NAME.toLowerCase()}s/${c.zarcode}`],
];

/** The CSV text of the codes, with a header row; lines end in CRLF (RFC 4180). */
export function zarcodesToCsv(codes: readonly ZarcodeRecord[], origin: string): string {
  return toCsv(
    COLUMNS.map(([header]) => header),
    codes.map((code) => COLUMNS.map(([, value]) => value(code, origin))),
  );
}

/** zarcodes-2025-03-05.csv */
export function csvFileName(now: Date): string {
  return datedFileName(`${PRODUCT_NAME.toLowerCase()}s`, now);
}
