// Photos of codes: their limits and words (docs/rules.md#validation, #messages), shared by the
// server, which enforces them, and the web, which checks them before uploading.

/** Photos a code being created may carry (one temporary upload session). */
export const MAX_IMAGES_ON_CREATE = 9;
/** Photos a saved code may carry, counting those it already has. */
export const MAX_IMAGES_PER_CODE = 10;
/** Bytes of one uploaded file: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pixels of one uploaded image (width x height): more is refused before it is decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The types accepted, decided by the file's content (never its name or declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** For a file input's `accept` and a drop zone. */
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

/** The multipart field carrying the photos, repeated once per file. */
export const IMAGE_UPLOAD_FIELD = 'images';

/** The renditions stored of every photo (WebP), by their longest edge in pixels. */
export const IMAGE_SIZES = ['medium', 'large'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const IMAGE_SIZE_EDGE: Record<ImageSize, number> = { medium: 800, large: 1600 };
/** What every rendition is served as. */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/** Temporary photos not attached to a code are removed after this long. */
export const TEMPORARY_IMAGE_LIFETIME_HOURS = 24;

/** Temporary image sessions: 'temp_' plus a timestamp and random text. */
export const IMAGE_SESSION_ID_PATTERN = /^temp_[A-Za-z0-9_-]{1,100}$/;

// ---------------------------------------------------------------------------------------------------
// Messages: the agreed ones word for word (docs/rules.md#messages), and our own for the other refusals.

/**
 * More photos than are left. `remaining` may be 0.
 * @param remaining photos that may still be added
 * @param max the limit: MAX_IMAGES_ON_CREATE or MAX_IMAGES_PER_CODE
 */
export function tooManyImagesMessage(remaining: number, max: number): string {
  return `You can only upload ${Math.max(0, remaining)} more image(s). Maximum ${max} images allowed.`;
}

/** The image panel's toast titles and texts. */
export const IMAGE_TOASTS = {
  tooManyFiles: 'Too many files',
  uploadFailed: 'Upload failed',
  uploadFailedFallback: 'Failed to upload images. Please try again.',
  networkError: 'Network error during upload',
  reorderFailed: 'Failed to reorder images',
  deleteFailed: 'Failed to delete image',
  authenticationRequired: 'Authentication required',
  deleteNeedsLogin: 'Authentication required: Please log in to delete images',
} as const;

/** An upload answered with an unexpected status and no message. */
export const uploadFailedStatusMessage = (status: number) => `Upload failed with status ${status}`;

export const notAnImageMessage = (filename: string) =>
  `"${filename}" is not a JPEG, PNG or WebP image.`;
export const imageTooLargeMessage = (filename: string) =>
  `"${filename}" is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`;
export const imageTooManyPixelsMessage = (filename: string) =>
  `"${filename}" has too many pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are allowed.`;
export const unreadableImageMessage = (filename: string) =>
  `"${filename}" could not be read: the file is damaged or incomplete.`;
export const NO_IMAGES_MESSAGE = `Choose at least one image to upload (field '${IMAGE_UPLOAD_FIELD}').`;
export const WRONG_UPLOAD_FIELD_MESSAGE = `Images must be sent in the multipart field '${IMAGE_UPLOAD_FIELD}'.`;
export const NOT_MULTIPART_MESSAGE = `Send the images as multipart/form-data, in the field '${IMAGE_UPLOAD_FIELD}'.`;
export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';
export const IMAGES_NOT_STORED_MESSAGE = 'The images could not be stored just now. Please try again.';
export const INVALID_IMAGE_SESSION_MESSAGE = 'Invalid image session';

// ---------------------------------------------------------------------------------------------------
// Helpers for the image panel

/**
 * A new temporary session id: 'temp_', the time in milliseconds, '_' and 12 random letters and digits
 * from the platform's cryptographic generator (browser and Node alike).
 */
export function newImageSessionId(now: number = Date.now()): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `temp_${now}_${random}`;
}

export const isImageSessionId = (value: string) => IMAGE_SESSION_ID_PATTERN.test(value);

/** A file size as the thumbnail grid shows it: '512 B', '84.2 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The upload summary: three filenames, then how many more ('and N more', in the reader's words). */
export function uploadSummary(filenames: readonly string[]): { shown: string; more: number } {
  return { shown: filenames.slice(0, 3).join(', '), more: Math.max(0, filenames.length - 3) };
}

/** Is this file worth sending? The browser's own type and size, before the server decides by content. */
export function isAcceptableImageFile(file: { type: string; size: number }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_IMAGE_BYTES;
}
