import sharp from 'sharp';
import { IMAGE_SIZE_EDGE, IMAGE_SIZES, MAX_IMAGE_PIXELS, type AcceptedImageType, type ImageSize } from '../../../domain/images/images';

export type UnusableImageReason = 'not-an-image' | 'too-many-pixels' | 'unreadable';

/** An upload that cannot become a photo; the reason picks the words said to the user. */
export class UnusableImageError extends Error {
  override name = 'UnusableImageError';
  constructor(
    readonly reason: UnusableImageReason,
    detail: string,
  ) {
    super(detail);
  }
}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** What the upload was, by its content. */
  sourceType: AcceptedImageType;
  renditions: Record<ImageSize, Rendition>;
}

// libvips keeps the results of recent operations (up to 50 MB) for reuse with the same input; every
// upload is a new input, so the cache would only hold memory.
sharp.cache(false);

/** Seconds one image may take to decode and encode before it is given up on. */
const PROCESSING_TIMEOUT_SECONDS = 30;
const WEBP_QUALITY: Record<ImageSize, number> = { medium: 78, large: 82 };

/**
 * The type of an image by its first bytes: JPEG, PNG or WebP, or null for anything else (GIF,
 * SVG, HEIC, text...). The name and the declared type of an upload are never trusted.
 */
export function detectImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Decodes an upload and re-encodes it as WebP renditions (medium and large, longest edge 800 and
 * 1600 px, never enlarged), turned upright by its EXIF orientation. Nothing of the original's
 * metadata survives: EXIF (with any GPS position), XMP, IPTC and comments are dropped; colours are
 * converted to sRGB. An image of more than MAX_IMAGE_PIXELS is refused from its header, before any
 * pixel is decoded (a decompression bomb); a damaged or truncated file is refused, as libvips'
 * warnings count as failures. Throws UnusableImageError.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sourceType = detectImageType(bytes);
  if (!sourceType) throw new UnusableImageError('not-an-image', 'not JPEG, PNG or WebP by content');
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning', autoOrient: true } as const;
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== SHARP_FORMAT[sourceType]) {
      throw new UnusableImageError('not-an-image', `content says ${sourceType}, decoder says ${metadata.format}`);
    }
    // Decoded once, upright, at the large size; both renditions are encoded from those pixels.
    const largest = IMAGE_SIZE_EDGE.large;
    const { data, info } = await sharp(bytes, options)
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const renditions = {} as Record<ImageSize, Rendition>;
    for (const size of IMAGE_SIZES) {
      const edge = IMAGE_SIZE_EDGE[size];
      const encoded = await sharp(data, raw)
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY[size] })
        .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
        .toBuffer({ resolveWithObject: true });
      renditions[size] = { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
    }
    return { sourceType, renditions };
  } catch (error) {
    if (error instanceof UnusableImageError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new UnusableImageError('too-many-pixels', message);
    throw new UnusableImageError('unreadable', message);
  }
}
