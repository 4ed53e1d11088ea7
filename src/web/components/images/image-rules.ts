import {
  ACCEPTED_IMAGE_EXTENSIONS,
  ACCEPTED_IMAGE_TYPES,
  IMAGE_TOASTS,
  MAX_IMAGE_BYTES,
  imageTooLargeMessage,
  notAnImageMessage,
  tooManyImagesMessage,
  type AcceptedImageType,
} from '../../../domain/images/images';
import type { ImageOrder } from '../../../domain/images/schemas';

/*
 * The image panel's rules without React or the DOM: which files may go up, how an order changes,
 * how the code page lays its photos out. The server checks every file again by its content.
 */

/** What the file input offers and the drop zone takes. */
export const IMAGE_INPUT_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].join(',');

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export type FileRefusal = { title: string; message: string };

const hasAcceptedExtension = (name: string) =>
  (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).some((extension) => name.toLowerCase().endsWith(extension));

/**
 * The first reason not to send these files, before any byte goes up: too many for what is left
 * ('You can only upload N more image(s)...', toast 'Too many files'), then a file that is not declared
 * a JPEG, PNG or WebP (a browser that gives no type is judged by the name), then one over 10 MB
 * ('Upload failed').
 * @param count photos there already
 * @param max MAX_IMAGES_ON_CREATE or MAX_IMAGES_PER_CODE
 */
export function refusalOf(files: readonly FileFacts[], count: number, max: number): FileRefusal | null {
  const remaining = max - count;
  if (files.length > remaining) return { title: IMAGE_TOASTS.tooManyFiles, message: tooManyImagesMessage(remaining, max) };
  for (const file of files) {
    const isDeclaredImage = file.type
      ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)
      : hasAcceptedExtension(file.name);
    if (!isDeclaredImage) return { title: IMAGE_TOASTS.uploadFailed, message: notAnImageMessage(file.name) };
    if (file.size > MAX_IMAGE_BYTES) return { title: IMAGE_TOASTS.uploadFailed, message: imageTooLargeMessage(file.name) };
  }
  return null;
}

/** Bytes needed to recognise the three formats by their signatures. */
export const SIGNATURE_BYTES = 12;

/**
 * The format a file's first bytes announce (JPEG FF D8 FF, PNG's 8-byte signature, WebP's RIFF....WEBP),
 * or null: a text file renamed `.jpg` is refused on the phone instead of after its upload.
 */
export function imageTypeOfSignature(bytes: Uint8Array): AcceptedImageType | null {
  const startsWith = (signature: readonly number[], offset = 0) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The first file whose content is not an image, refused with the server's own words; else null. */
export async function contentRefusalOf(files: readonly (Blob & { name: string })[]): Promise<FileRefusal | null> {
  for (const file of files) {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    if (!imageTypeOfSignature(head)) return { title: IMAGE_TOASTS.uploadFailed, message: notAnImageMessage(file.name) };
  }
  return null;
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The order call's body for photos shown in this order: each photo's place, from 0. */
export function ordersOf(images: readonly { id: string }[]): ImageOrder[] {
  return images.map((image, index) => ({ id: image.id, displayOrder: index }));
}

/** Do two lists hold the same ids in the same order? */
export function isSameOrder(a: readonly { id: string }[], b: readonly { id: string }[]): boolean {
  return a.length === b.length && a.every((image, index) => image.id === b[index]?.id);
}

/** '1600 × 1200 px' */
export const formatDimensions = (width: number, height: number) => `${width} × ${height} px`;

/**
 * The code page's grid: one photo one column, two side by side, more in three columns on
 * wide screens (two on phones, where three would make each photo too small to recognise a gate).
 */
export function galleryColumnsClass(count: number): string {
  if (count <= 1) return 'grid-cols-1';
  if (count === 2) return 'grid-cols-2';
  return 'grid-cols-2 sm:grid-cols-3';
}

/** Percent shown by the progress bar, 0 to 100, from a fraction that may be off by rounding. */
export const percentOf = (fraction: number) => Math.max(0, Math.min(100, Math.round(fraction * 100)));
