/**
 * CSV as spreadsheet programs read it safely: UTF-8 with a byte-order mark (so Excel reads accents
 * right), CRLF line ends (RFC 4180), and no cell that a spreadsheet would run as a formula. Both the
 * browser's My codes export and the admins' exports from the server write it with these rules.
 */

/** Written before the first line, so spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

export type CsvValue = string | number | boolean | null | undefined;

/** A column: its header and how a row gives its value. */
export type CsvColumn<T> = readonly [header: string, value: (row: T) => CsvValue];

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break. Text that a spreadsheet would read
 * as a formula (=, +, -, @ and the tab/CR tricks) gets a leading apostrophe, so that an exported title
 * can never run in someone's spreadsheet; a plain negative number ('-33.9249') stays as it is.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ending in CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole CSV text from a header and rows of values (when the rows are not records of one shape). */
export function csvTable(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  return csvLine(header) + rows.map(csvLine).join('');
}

/** The header line of these columns. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return csvLine(columns.map(([header]) => header));
}

/** The lines of these rows (no header). */
export function csvRows<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return rows.map((row) => csvLine(columns.map(([, value]) => value(row)))).join('');
}

/** A whole CSV text: header and rows, without the BOM (added where the file is written). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** 'zarcodes-2026-03-05.csv': what is in it and the day it was made. */
export function csvFileName(what: string, day: string): string {
  return `${what}-${day}.csv`;
}
