import { PRODUCT_NAME } from '../../../../domain/brand';
import { csvFileName as fileName, toCsv, type CsvColumn } from '../../../../domain/csv/csv';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { paths } from '../../../paths';

/**
 * The My codes export (the Export button downloads the filtered list
 * as CSV, made in the browser from the same list the table reads). The cell rules are the domain's
 * (domain/csv), which the admins' exports use too.
 */

const columns = (origin: string): CsvColumn<ZarcodeRecord>[] => [
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
  ['Link', (c) => `${origin}${paths.code(c.zarcode)}`],
];

/** The CSV text of the codes, with a header row; lines end in CRLF (RFC 4180). */
export function zarcodesToCsv(codes: readonly ZarcodeRecord[], origin: string): string {
  return toCsv(columns(origin), codes);
}

/** zarcodes-2025-03-05.csv, after the person's own day. */
export function csvFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return fileName(`${PRODUCT_NAME.toLowerCase()}s`, day);
}
