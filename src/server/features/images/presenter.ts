import type { Image, ImageListReply } from '../../../domain/images/schemas';
import { maxImagesFor, type ImageOwner, type ImageRow } from './service';

/**
 * A photo as the API answers it. A saved photo's URLs are the public, cached ones; a temporary
 * photo's are its uploader's (they need the bearer token).
 */
export function presentImage(row: ImageRow): Image {
  const base = row.zarcodeId
    ? `/api/images/${row.zarcodeId}/${row.id}`
    : `/api/temporary-images/${encodeURIComponent(row.sessionId ?? '')}/${row.id}`;
  return {
    id: row.id,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    displayOrder: row.displayOrder,
    width: row.width,
    height: row.height,
    zarcodeId: row.zarcodeId,
    sessionId: row.zarcodeId ? null : row.sessionId,
    urls: { medium: `${base}/medium`, large: `${base}/large` },
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentImageList(rows: ImageRow[], owner: ImageOwner): ImageListReply {
  return { images: rows.map(presentImage), maxImages: maxImagesFor(owner) };
}
