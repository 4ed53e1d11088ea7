import { createHash } from 'node:crypto';
import QRCode from 'qrcode';

const CACHE_LIMIT = 1_000;

export interface QrImage {
  png: Buffer;
  etag: string;
}

/**
 * Renders QR PNGs and keeps the most recent in memory: a code's QR never changes, so a shared code
 * on a busy day is drawn once.
 */
export function createQrRenderer() {
  const cache = new Map<string, QrImage>();
  return async function renderQr(text: string, size: number): Promise<QrImage> {
    const key = `${size}:${text}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const png = await QRCode.toBuffer(text, {
      type: 'png',
      width: size,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    const image = { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
    cache.set(key, image);
    if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    return image;
  };
}
