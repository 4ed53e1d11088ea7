import { beforeAll, describe, expect, it } from 'vitest';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { useTestApp, type TestUser } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { decodeQr, pdfPageCount, pdfText, renderPdfPage } from '../helpers/qr';
import { createZarcode } from '../helpers/zarcodes';

// Printed codes: PDFs made with pdfkit, their QR drawn as vectors; each test renders the PDF with
// poppler (pdftoppm) and decodes the QR from the picture, as a phone would.

const { app, actors } = useTestApp();

let code: ZarcodeRecord;
let privateCode: ZarcodeRecord;

beforeAll(async () => {
  code = await createZarcode(app, actors.owner, { title: 'Thandi bakery', privacy: 'public', suburb: 'Khayelitsha' });
  privateCode = await createZarcode(app, actors.owner, { title: 'Back office safe', privacy: 'private' });
});

/** A PDF answer's bytes. */
async function pdfOf(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const linkOf = (zarcode: string) => new RegExp(`^https?://[^/]+/${zarcode}$`);

/**
 * What a phone camera sees of a page from 2 m: a 12-megapixel camera with a 69° field of view covers
 * about 2.8 m there, 0.69 mm a pixel, so the page rendered at 37 dots an inch.
 */
const DPI_SEEN_FROM_2M = 37;

describe('GET /api/print/{code}', () => {
  it('makes an A5 plate for anyone, whose QR decodes to the code link from 2 m away', async () => {
    const plate = await pdfOf('GET', `/api/print/${code.zarcode.toLowerCase()}?format=plate`);
    expect(plate.status).toBe(200);
    expect(plate.headers.get('content-type')).toBe('application/pdf');
    expect(plate.headers.get('content-disposition')).toBe(`attachment; filename="ZARcode-${code.zarcode}-plate.pdf"`);
    expect(Number(plate.headers.get('content-length'))).toBe(plate.bytes.length);
    expect(await pdfPageCount(plate.bytes)).toBe(1);
    expect(await decodeQr(await renderPdfPage(plate.bytes, 1, 150))).toMatch(linkOf(code.zarcode));
    expect(await decodeQr(await renderPdfPage(plate.bytes, 1, DPI_SEEN_FROM_2M))).toMatch(linkOf(code.zarcode));
    const text = await pdfText(plate.bytes);
    for (const words of [code.zarcode, 'Scan to navigate', `Plus Code ${code.plusCode}`, 'Thandi bakery']) expect(text).toContain(words);
  });

  it('draws the QR as vector shapes, not a picture', async () => {
    const plate = await pdfOf('GET', `/api/print/${code.zarcode}`);
    expect(plate.bytes.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('makes an A4 sheet of 24 stickers of the code, and a 100 x 150 mm courier label, each scanning to its link', async () => {
    const stickers = await pdfOf('GET', `/api/print/${code.zarcode}?format=stickers`);
    expect(stickers.status).toBe(200);
    expect(await pdfPageCount(stickers.bytes)).toBe(1);
    expect((await pdfText(stickers.bytes)).split('Scan to navigate').length - 1).toBe(24);
    // The last sticker of the sheet (bottom right), 70 x 37 mm at 200 dots an inch.
    const sticker = { width: Math.floor((70 / 25.4) * 200), height: Math.floor((297 / 8 / 25.4) * 200) };
    const sheet = await renderPdfPage(stickers.bytes, 1, 200);
    const lastSticker = { left: 2 * sticker.width, top: 7 * sticker.height, ...sticker };
    expect(await decodeQr(sheet, lastSticker)).toMatch(linkOf(code.zarcode));

    const label = await pdfOf('GET', `/api/print/${code.zarcode}?format=label`);
    expect(label.headers.get('content-disposition')).toContain(`ZARcode-${code.zarcode}-label.pdf`);
    expect(await decodeQr(await renderPdfPage(label.bytes, 1, 100))).toMatch(linkOf(code.zarcode));
  });

  it("leaves a private code's title out", async () => {
    const plate = await pdfOf('GET', `/api/print/${privateCode.zarcode}?format=label`);
    const text = await pdfText(plate.bytes);
    expect(text).toContain(privateCode.zarcode);
    expect(text).not.toContain('Back office safe');
  });

  it('answers 404 for a code that does not exist and 400 for an unknown format', async () => {
    expectMessage(await app.request('GET', '/api/print/1CT-2222'), 404, 'ZARcode not found');
    expectMessage(await app.request('GET', `/api/print/${code.zarcode}?format=poster`), 400);
  });
});

describe('POST /api/print', () => {
  const print = (body: unknown, user?: TestUser) => pdfOf('POST', '/api/print', { token: user?.token, body });

  it("prints a selection of the caller's codes, a page each for plates and labels, 24 stickers a sheet", async () => {
    const more = [code.zarcode, privateCode.zarcode, code.zarcode];
    const plates = await print({ format: 'plate', codes: more }, actors.owner);
    expect(plates.status).toBe(200);
    expect(plates.headers.get('content-disposition')).toContain('ZARcode-plates-3-codes.pdf');
    expect(await pdfPageCount(plates.bytes)).toBe(3);
    expect(await decodeQr(await renderPdfPage(plates.bytes, 2, 100))).toMatch(linkOf(privateCode.zarcode));
    const stickers = await print({ format: 'stickers', codes: Array.from({ length: 30 }, () => code.zarcode) }, actors.owner);
    expect(await pdfPageCount(stickers.bytes)).toBe(2);
  });

  it('prints 200 codes in one PDF, and refuses 201', async () => {
    const plates = await print({ format: 'label', codes: Array.from({ length: 200 }, () => code.zarcode) }, actors.owner);
    expect(plates.status).toBe(200);
    expect(await pdfPageCount(plates.bytes)).toBe(200);
    const refused = await app.request('POST', '/api/print', { token: actors.owner.token, body: { format: 'label', codes: Array.from({ length: 201 }, () => code.zarcode) } });
    expectMessage(refused, 400, 'One PDF holds at most 200 codes');
  });

  it("refuses another user's codes and unknown ones with 404, anonymous callers with 401; admins may print any", async () => {
    const refused = await app.request('POST', '/api/print', { token: actors.other.token, body: { format: 'plate', codes: [code.zarcode, '1CT-2222'] } });
    expectMessage(refused, 404, `Not found among your codes: ${code.zarcode}, 1CT-2222`);
    expectMessage(await app.request('POST', '/api/print', { body: { format: 'plate', codes: [code.zarcode] } }), 401);
    expect((await print({ format: 'plate', codes: [code.zarcode] }, actors.admin)).status).toBe(200);
  });

  it('refuses an empty selection and an unknown format with 400', async () => {
    expectMessage(await app.request('POST', '/api/print', { token: actors.owner.token, body: { format: 'plate', codes: [] } }), 400, 'Choose at least one code to print');
    expectMessage(await app.request('POST', '/api/print', { token: actors.owner.token, body: { format: 'poster', codes: [code.zarcode] } }), 400);
  });
});
