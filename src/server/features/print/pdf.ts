import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { PRODUCT_NAME } from '../../../domain/brand';
import { STICKERS_PER_SHEET, mmToPt, type PrintFormat } from '../../../domain/print/print';

/** What a printed code shows: never its access details or a private code's title. */
export interface PrintableCode {
  code: string;
  /** Only a public code's. */
  title: string | null;
  /** Suburb, city and province. */
  place: string;
  plusCode: string;
  /** The link its QR holds: PUBLIC_URL/{code}. */
  url: string;
}

type Doc = InstanceType<typeof PDFDocument>;

/** Quiet zone around a QR code, in modules (the standard asks for 4). */
export const QR_QUIET_MODULES = 4;
/** The plate's QR, quiet zone included: modules of about 3 mm for a link of up to 42 characters. */
export const PLATE_QR_MM = 110;
const INK = '#0f172a';
const BRAND = '#047857';
const MUTED = '#475569';

/** The QR code's modules: `size` x `size`, true for dark. Error correction M, as the PNG QR uses. */
export function qrMatrix(text: string): { size: number; isDark: (row: number, column: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/** The size of one module of a QR code drawn `widthMm` wide (quiet zone included). */
export function qrModuleMm(text: string, widthMm: number): number {
  return widthMm / (qrMatrix(text).size + 2 * QR_QUIET_MODULES);
}

/**
 * Draws a QR code as vector squares (each row's runs of dark modules as one rectangle), `width`
 * points wide with its quiet zone, its top-left corner at (x, y): sharp at any print size.
 */
function drawQr(doc: Doc, text: string, x: number, y: number, width: number): void {
  const { size, isDark } = qrMatrix(text);
  const module = width / (size + 2 * QR_QUIET_MODULES);
  const origin = { x: x + QR_QUIET_MODULES * module, y: y + QR_QUIET_MODULES * module };
  doc.save();
  doc.rect(x, y, width, width).fill('#ffffff');
  for (let row = 0; row < size; row++) {
    let runStart = -1;
    for (let column = 0; column <= size; column++) {
      const dark = column < size && isDark(row, column);
      if (dark && runStart < 0) runStart = column;
      if (!dark && runStart >= 0) {
        // A hair of overlap, so that no viewer draws a seam between touching squares.
        doc.rect(origin.x + runStart * module, origin.y + row * module, (column - runStart) * module + 0.05, module + 0.05);
        runStart = -1;
      }
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Text that the standard PDF fonts can draw (Latin-1), whatever was typed. */
function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '')
    .trim();
}

/** One line of text centred in [x, x + width], shrunk from `size` until it fits. */
function fittedLine(doc: Doc, text: string, options: { x: number; y: number; width: number; size: number; font: string; color: string }): void {
  const line = printable(text);
  doc.font(options.font);
  let size = options.size;
  while (size > 6 && doc.fontSize(size).widthOfString(line) > options.width) size -= 0.5;
  doc.fillColor(options.color).fontSize(size).text(line, options.x, options.y, { width: options.width, align: 'center', lineBreak: false });
}

/** A5 wall plate: the code large, a 110 mm QR (modules over 3 mm: it scans from 2 m), "Scan to navigate", the Plus Code. */
function drawPlate(doc: Doc, item: PrintableCode): void {
  const width = mmToPt(148);
  const height = mmToPt(210);
  const margin = mmToPt(10);
  const inner = width - 2 * margin;
  doc.addPage({ size: [width, height], margin: 0 });
  doc.lineWidth(1.5).strokeColor(BRAND).roundedRect(margin / 2, margin / 2, width - margin, height - margin, 12).stroke();
  fittedLine(doc, PRODUCT_NAME, { x: margin, y: mmToPt(12), width: inner, size: 14, font: 'Helvetica-Bold', color: BRAND });
  fittedLine(doc, item.code, { x: margin, y: mmToPt(19), width: inner, size: 62, font: 'Helvetica-Bold', color: INK });
  fittedLine(doc, item.title ?? item.place, { x: margin, y: mmToPt(42), width: inner, size: 14, font: 'Helvetica', color: MUTED });
  const qr = mmToPt(PLATE_QR_MM);
  drawQr(doc, item.url, (width - qr) / 2, mmToPt(50), qr);
  fittedLine(doc, 'Scan to navigate', { x: margin, y: mmToPt(163), width: inner, size: 24, font: 'Helvetica-Bold', color: INK });
  fittedLine(doc, `Plus Code ${item.plusCode}`, { x: margin, y: mmToPt(176), width: inner, size: 15, font: 'Helvetica', color: INK });
  fittedLine(doc, item.url.replace(/^https?:\/\//, ''), { x: margin, y: mmToPt(186), width: inner, size: 12, font: 'Helvetica', color: MUTED });
}

/** A4 sheet: 3 x 8 stickers of 70 x 37 mm, each with a 31 mm QR, the code and the Plus Code. */
function drawStickerSheet(doc: Doc, items: readonly PrintableCode[]): void {
  const sticker = { width: mmToPt(70), height: mmToPt(297 / 8) };
  doc.addPage({ size: 'A4', margin: 0 });
  items.forEach((item, index) => {
    const x = (index % 3) * sticker.width;
    const y = Math.floor(index / 3) * sticker.height;
    const qr = mmToPt(31);
    drawQr(doc, item.url, x + mmToPt(2), y + (sticker.height - qr) / 2, qr);
    const textX = x + mmToPt(34);
    const textWidth = sticker.width - mmToPt(36);
    fittedLine(doc, PRODUCT_NAME, { x: textX, y: y + mmToPt(7), width: textWidth, size: 8, font: 'Helvetica-Bold', color: BRAND });
    fittedLine(doc, item.code, { x: textX, y: y + mmToPt(12), width: textWidth, size: 15, font: 'Helvetica-Bold', color: INK });
    fittedLine(doc, 'Scan to navigate', { x: textX, y: y + mmToPt(20), width: textWidth, size: 8, font: 'Helvetica-Bold', color: INK });
    fittedLine(doc, item.plusCode, { x: textX, y: y + mmToPt(25), width: textWidth, size: 7.5, font: 'Helvetica', color: MUTED });
  });
}

/** 100 x 150 mm courier label: the code, a 70 mm QR, the place and the Plus Code. */
function drawLabel(doc: Doc, item: PrintableCode): void {
  const width = mmToPt(100);
  const height = mmToPt(150);
  const margin = mmToPt(6);
  const inner = width - 2 * margin;
  doc.addPage({ size: [width, height], margin: 0 });
  doc.rect(0, 0, width, mmToPt(14)).fill(BRAND);
  fittedLine(doc, `${PRODUCT_NAME} delivery label`, { x: margin, y: mmToPt(4.5), width: inner, size: 13, font: 'Helvetica-Bold', color: '#ffffff' });
  fittedLine(doc, item.code, { x: margin, y: mmToPt(18), width: inner, size: 40, font: 'Helvetica-Bold', color: INK });
  const qr = mmToPt(70);
  drawQr(doc, item.url, (width - qr) / 2, mmToPt(34), qr);
  fittedLine(doc, 'Scan to navigate', { x: margin, y: mmToPt(106), width: inner, size: 16, font: 'Helvetica-Bold', color: INK });
  if (item.title) fittedLine(doc, item.title, { x: margin, y: mmToPt(115), width: inner, size: 11, font: 'Helvetica', color: INK });
  fittedLine(doc, item.place, { x: margin, y: mmToPt(122), width: inner, size: 11, font: 'Helvetica', color: INK });
  fittedLine(doc, `Plus Code ${item.plusCode}`, { x: margin, y: mmToPt(130), width: inner, size: 11, font: 'Helvetica', color: INK });
  fittedLine(doc, item.url.replace(/^https?:\/\//, ''), { x: margin, y: mmToPt(139), width: inner, size: 9, font: 'Helvetica', color: MUTED });
}

/**
 * The PDF of codes in a format: a plate or a label per page; stickers fill sheets of 24, one code
 * filling a whole sheet, several codes one sticker each.
 */
export async function renderCodesPdf(format: PrintFormat, items: readonly PrintableCode[]): Promise<Buffer> {
  // Loaded at the first print: pdfkit and its font library hold about 5 MB a server that never prints
  // would keep for nothing.
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: `${PRODUCT_NAME} ${items.map((item) => item.code).slice(0, 5).join(', ')}`, Author: PRODUCT_NAME, Creator: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (format === 'plate') items.forEach((item) => drawPlate(doc, item));
  if (format === 'label') items.forEach((item) => drawLabel(doc, item));
  if (format === 'stickers') {
    const stickers = items.length === 1 ? Array.from({ length: STICKERS_PER_SHEET }, () => items[0]!) : items;
    for (let start = 0; start < stickers.length; start += STICKERS_PER_SHEET) {
      drawStickerSheet(doc, stickers.slice(start, start + STICKERS_PER_SHEET));
    }
  }
  doc.end();
  return done;
}
