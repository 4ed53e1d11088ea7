import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

const run = promisify(execFile);

/**
 * The text of the QR code in an image (PNG, JPEG...), or null when none is read. `crop` (pixels) reads
 * one region, for a page of many codes.
 */
export async function decodeQr(
  image: Buffer,
  crop?: { left: number; top: number; width: number; height: number },
): Promise<string | null> {
  const picture = crop ? sharp(image).extract(crop) : sharp(image);
  const { data, info } = await picture.flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return found?.data ?? null;
}

/**
 * One page of a PDF as a PNG, rendered by poppler's pdftoppm (Debian's poppler-utils) at `dpi`:
 * what a printer and then a camera would see of it.
 */
export async function renderPdfPage(pdf: Buffer, page: number, dpi: number): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-pdf-'));
  try {
    const input = path.join(dir, 'in.pdf');
    writeFileSync(input, pdf);
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', input, path.join(dir, 'page')]);
    return readFileSync(path.join(dir, 'page.png'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftoppm is missing: install it with `apt-get install poppler-utils`');
    }
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages of a PDF, as poppler's pdfinfo reads it. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-pdf-'));
  try {
    const input = path.join(dir, 'in.pdf');
    writeFileSync(input, pdf);
    const { stdout } = await run('pdfinfo', [input]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zarcode-pdf-'));
  try {
    const input = path.join(dir, 'in.pdf');
    writeFileSync(input, pdf);
    const { stdout } = await run('pdftotext', ['-layout', input, '-']);
    return stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
