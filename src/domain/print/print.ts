import { PRODUCT_NAME } from '../brand';

/**
 * Printed codes: an A5 wall plate, an A4 sheet of 24 stickers, a 100 x 150 mm courier label. Made
 * as PDF on the server; the web offers them on a code's page and for a selection in My codes.
 */

export const PRINT_FORMATS = ['plate', 'stickers', 'label'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** Codes in one PDF. */
export const MAX_CODES_PER_PDF = 200;
/** Stickers on an A4 sheet: 3 across, 8 down, 70 x 37 mm each. */
export const STICKERS_PER_SHEET = 24;

/** Millimetres to PDF points (1/72 inch). */
export const mmToPt = (mm: number) => (mm * 72) / 25.4;

/**
 * The smallest QR module a phone camera reads from 2 m: a 12-megapixel camera with a 70° field of
 * view sees about 0.7 mm a pixel there, and decoders want at least 3 pixels a module, so 2.1 mm;
 * we keep a margin above it.
 */
export const MIN_MODULE_MM_AT_2M = 2.5;

/** The download's name: ZARcode-1CT-7K2M-plate.pdf, or ZARcode-plates-12-codes.pdf for several. */
export function printFileName(format: PrintFormat, codes: readonly string[]): string {
  if (codes.length === 1) return `${PRODUCT_NAME}-${codes[0]}-${format}.pdf`;
  const kind = format === 'stickers' ? 'stickers' : `${format}s`;
  return `${PRODUCT_NAME}-${kind}-${codes.length}-codes.pdf`;
}
