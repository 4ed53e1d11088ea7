import { PRODUCT_NAME } from '../../../../domain/brand';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';

/**
 * The My codes export (document 2 gives the Export button no action: we download the filtered list
 * as CSV, made in the browser from the same list the table reads).
 */

const COLUMNS: [header: string, value: (code: ZarcodeRecord, origin: string) => string | number | null][] = [
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

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. Text that a spreadsheet would read
 * as a formula (=, +, -, @ and the tab/CR tricks) gets a leading apostrophe, so that an exported title
 * can never run in someone's spreadsheet. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of the codes, with a header row; lines end in CRLF (RFC 4180). */
export function zarcodesToCsv(codes: readonly ZarcodeRecord[], origin: string): string {
  const rows = [COLUMNS.map(([header]) => csvCell(header))];
  for (const code of codes) rows.push(COLUMNS.map(([, value]) => csvCell(value(code, origin))));
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/** zarcodes-2025-03-05.csv */
export function csvFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return `${PRODUCT_NAME.toLowerCase()}s-${day}.csv`;
}

/** Saves the text as a file (with a BOM, so that spreadsheet programs read it as UTF-8). */
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
