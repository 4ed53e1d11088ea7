import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// GET /api/qr/{code}?size=300: the code's QR as a PNG, which opens the code's public page when
// scanned; cached by browsers (ETag, 304) for a week.

const PUBLIC_URL = 'https://zarcode.test';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const { app, actors } = useTestApp({ env: { PUBLIC_URL } });
let code: string;
let privateCode: string;

beforeAll(async () => {
  code = (await createZarcode(app, actors.owner)).zarcode;
  privateCode = (await createZarcode(app, actors.owner, { privacy: 'private', title: 'Hidden' })).zarcode;
});

/** The GET, with the body as bytes. */
async function getQr(path: string, options: { token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${app.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Reads the QR in a PNG back into its modules (dark or light) and says whether they are those of a
 * QR holding `text`, at any error-correction level: what a phone's camera would read, without a
 * decoder library. The finder patterns make the dark pixels' bounding box exactly the symbol.
 */
async function qrHolds(png: Buffer, text: string): Promise<boolean> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const isDark = (x: number, y: number) => data[y * info.width + x]! < 128;
  let left = info.width;
  let right = -1;
  let top = info.height;
  let bottom = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (!isDark(x, y)) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  for (const level of ['L', 'M', 'Q', 'H'] as const) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: level });
    const cell = (right - left + 1) / modules.size;
    if (Math.abs(bottom - top + 1 - modules.size * cell) > cell) continue;
    let matches = true;
    for (let row = 0; row < modules.size && matches; row++) {
      for (let column = 0; column < modules.size && matches; column++) {
        const x = Math.floor(left + (column + 0.5) * cell);
        const y = Math.floor(top + (row + 0.5) * cell);
        matches = isDark(x, y) === Boolean(modules.get(row, column));
      }
    }
    if (matches) return true;
  }
  return false;
}

describe('GET /api/qr/{code}', () => {
  it('answers a 300 px PNG of the code to everyone, cached for a week with an ETag', async () => {
    for (const user of [undefined, actors.owner, actors.other, actors.admin] as (TestUser | undefined)[]) {
      const answer = await getQr(`/api/qr/${code}?size=300`, { token: user?.token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(await sharp(answer.bytes).metadata()).toMatchObject({ format: 'png', width: 300, height: 300 });
      expect(answer.headers.get('cache-control')).toBe('public, max-age=604800');
      expect(answer.headers.get('etag')).toMatch(/^"[^"]+"$/);
    }
  });

  it("holds the code's public link, so a phone's camera opens its page", async () => {
    const answer = await getQr(`/api/qr/${code}`);
    expect(await qrHolds(answer.bytes, `${PUBLIC_URL}/${code}`)).toBe(true);
    expect(await qrHolds(answer.bytes, `${PUBLIC_URL}/${privateCode}`)).toBe(false);
  });

  it('answers 300 px when no size is given, and the size asked for from 100 to 1000', async () => {
    expect(await sharp((await getQr(`/api/qr/${code}`)).bytes).metadata()).toMatchObject({ width: 300 });
    for (const size of [100, 600, 1000]) {
      const answer = await getQr(`/api/qr/${code}?size=${size}`);
      expect(await sharp(answer.bytes).metadata(), String(size)).toMatchObject({ width: size, height: size });
    }
  });

  it('answers the same image for the code typed in any case, without the hyphen', async () => {
    const canonical = await getQr(`/api/qr/${code}`);
    for (const typed of [code.toLowerCase(), code.replace('-', ''), code.replace('-', '%20').toLowerCase()]) {
      const answer = await getQr(`/api/qr/${typed}`);
      expect(answer.status, typed).toBe(200);
      expect(answer.headers.get('etag'), typed).toBe(canonical.headers.get('etag'));
      expect(answer.bytes.equals(canonical.bytes), typed).toBe(true);
    }
  });

  it('answers a private code too: its QR shows nothing but the link', async () => {
    const answer = await getQr(`/api/qr/${privateCode}`);
    expect(answer.status).toBe(200);
    expect(await qrHolds(answer.bytes, `${PUBLIC_URL}/${privateCode}`)).toBe(true);
  });

  it('answers 304 with no body when the browser already has the image', async () => {
    const first = await getQr(`/api/qr/${code}`);
    const etag = first.headers.get('etag')!;

    const again = await getQr(`/api/qr/${code}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=604800');
  });

  it('answers 304 to a weak or listed ETag of the image too, as browsers and proxies send them', async () => {
    const etag = (await getQr(`/api/qr/${code}`)).headers.get('etag')!;
    for (const header of [`W/${etag}`, `"stale", ${etag}`, '*']) {
      expect((await getQr(`/api/qr/${code}`, { headers: { 'if-none-match': header } })).status, header).toBe(304);
    }
  });

  it('answers the image again when the ETag is of another image', async () => {
    const otherSize = (await getQr(`/api/qr/${code}?size=600`)).headers.get('etag')!;
    const answer = await getQr(`/api/qr/${code}?size=300`, { headers: { 'if-none-match': otherSize } });
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBeGreaterThan(0);
    expect(answer.headers.get('etag')).not.toBe(otherSize);
  });

  it("answers 404 'ZARcode not found' as JSON for a code no one has and for text that is no code", async () => {
    for (const typed of ['1CT-2345', 'hello', '%E2%9C%93']) {
      expectMessage(await app.request('GET', `/api/qr/${typed}`), 404, 'ZARcode not found');
    }
  });

  it.each(['99', '1001', 'big', '300.5', '-300', ''])('answers size=%s with 400 and a message', async (size) => {
    expectMessage(
      await app.request('GET', `/api/qr/${code}?size=${size}`),
      400,
      'size must be a whole number of pixels from 100 to 1000',
    );
  });

  it('answers a repeated size with 400, never 500', async () => {
    expectMessage(await app.request('GET', `/api/qr/${code}?size=300&size=600`), 400);
  });
});
