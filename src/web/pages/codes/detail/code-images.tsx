import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';

/**
 * The slot for the code's photos (document 2, section 2: a grid of one, two or three columns, and a
 * lightbox with arrow keys, Escape, a counter, previous and next). The photos issue fills it in;
 * until then, and always for a code without photos, it shows nothing.
 */
export function CodeImages({ code }: { code: Pick<ZarcodeRecord, 'id' | 'zarcode' | 'imageCount'> }) {
  if (code.imageCount === 0) return null;
  return null;
}
