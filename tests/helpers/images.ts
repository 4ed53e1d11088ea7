import { readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Image } from '../../src/domain/images/schemas';
import { zarcodeImages } from '../../src/server/db/schema';
import type { ApiAnswer, TestApp, TestUser } from './app';

// Real image files made in the test, and the upload call. Nothing here is a fixture on disk: each
// file is what a phone or a browser would send.

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the browser would declare; the server decides by content anyway. */
  type?: string;
}

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A plain photo-like JPEG (noise, so it compresses like a photo). */
export async function jpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: RED, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A phone photo: JPEG with EXIF naming the camera and a GPS position (a gate in Cape Town), as a
 * phone writes it.
 */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: RED } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ZARphone', Model: 'Test 1', Software: 'camera 1.0' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 55/1 2988/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 25/1 2676/100',
      },
    })
    .toBuffer();
}

/**
 * A JPEG stored sideways, 400 x 200, with EXIF orientation 6 (turn 90 degrees clockwise to view),
 * as phones save portrait photos: left half red, right half blue. Viewed upright it is 200 x 400,
 * red on top and blue below.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const half = (background: typeof RED) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background } }).png().toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: RED } })
    .composite([
      { input: await half(RED), left: 0, top: 0 },
      { input: await half(BLUE), left: 200, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { ...BLUE, alpha: 0.5 } } }).png().toBuffer();
}

export async function webp(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).webp().toBuffer();
}

export async function gif(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: RED } }).gif().toBuffer();
}

/** Half of a real JPEG: the magic bytes are right, the picture is cut off. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await jpeg(400, 300);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** More than 10 MB that starts like a JPEG: refused for its size before anything else. */
export function elevenMegabytes(): Buffer {
  const bytes = Buffer.alloc(11 * 1024 * 1024, 0x41);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/**
 * A decompression bomb: a valid PNG of about 50 KB holding a 20000 x 20000 picture (400 megapixels,
 * 1-bit black), which would need gigabytes once decoded.
 */
export function decompressionBomb(): Buffer {
  const width = 20_000;
  const height = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + width / 8; // a filter byte, then 2500 bytes of black pixels
  const all = zlib.deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', all),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** POSTs files as a browser's FormData would, in the field 'images' unless told otherwise. */
export function upload(
  app: TestApp,
  requestPath: string,
  files: UploadFile[],
  options: { token?: string; field?: string } = {},
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const file of files) {
    form.append(options.field ?? 'images', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  return app.request('POST', requestPath, { token: options.token, rawBody: form });
}

/** GETs a path answering bytes (an image), with the caller's token and headers. */
export async function fetchBytes(
  app: TestApp,
  requestPath: string,
  options: { user?: TestUser; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.user) headers.authorization = `Bearer ${options.user.token}`;
  const response = await fetch(`${app.url}${requestPath}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
}

/** Every file under DATA_DIR/images (the local photo store), relative to it. */
export function storedImageFiles(app: TestApp): string[] {
  const root = path.join(app.dataDir, 'images');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/**
 * The tags of the GPS directory of an EXIF block (as sharp's metadata().exif gives it: 'Exif\0\0'
 * then a TIFF structure), or null when there is none. Enough of EXIF to prove a position is there.
 */
export function gpsTagsOf(exif: Buffer | undefined): number[] | null {
  if (!exif || exif.length < 14) return null;
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const entries = (offset: number) =>
    Array.from({ length: u16(offset) }, (_, index) => {
      const at = offset + 2 + index * 12;
      return { tag: u16(at), value: u32(at + 8) };
    });
  const gpsPointer = entries(u32(4)).find((entry) => entry.tag === 0x8825);
  return gpsPointer ? entries(gpsPointer.value).map((entry) => entry.tag) : null;
}

// ---------------------------------------------------------------------------------------------------
// The photo tests' kit: sample files made once per test file, and the calls they repeat.

/** The sample photos of a test file, made once before its tests (sharp is quick, but not free). */
export function useSampleImages() {
  const files = {} as { jpeg: Buffer; gps: Buffer; sideways: Buffer; png: Buffer; webp: Buffer };
  beforeAll(async () => {
    Object.assign(files, { jpeg: await jpeg(), gps: await jpegWithGps(), sideways: await sidewaysJpeg(), png: await png(), webp: await webp() });
  });
  const photo = (name = 'gate.jpg'): UploadFile => ({ name, bytes: files.jpeg });
  const photos = (count: number, prefix = 'photo') => Array.from({ length: count }, (_, index) => photo(`${prefix}-${index + 1}.jpg`));
  return { files, photo, photos };
}

export const temporaryImagesPath = (sessionId: string) => `/api/temporary-images/${sessionId}`;

/** The calls the photo tests repeat, on `app` (late-bound, as useTestApp gives it). */
export function imageCalls(app: TestApp) {
  return {
    /** Uploads into a session as `user`, expecting success; answers the session's list. */
    async uploadTemporary(user: TestUser, sessionId: string, toSend: UploadFile[]): Promise<Image[]> {
      const answer = await upload(app, temporaryImagesPath(sessionId), toSend, { token: user.token });
      expect(answer.status, answer.text).toBe(201);
      return answer.body.images as Image[];
    },
    temporaryRows: (sessionId: string) => app.deps.db.select().from(zarcodeImages).where(eq(zarcodeImages.sessionId, sessionId)),
    /** The names of the files stored for one photo. */
    fileNamesOf: (imageId: string) =>
      storedImageFiles(app)
        .filter((file) => file.includes(imageId))
        .map((file) => file.split('/').pop())
        .sort(),
  };
}

/** A WebP that carries no metadata at all: no EXIF (so no GPS), no XMP, no IPTC. */
export async function expectCleanWebp(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
  expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
  expect(bytes.includes(Buffer.from('ZARphone'))).toBe(false);
  return metadata;
}
