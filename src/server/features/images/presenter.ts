import { endpointPath } from '../../../domain/api/endpoint';
import { getImageFileEndpoint, getTemporaryImageFileEndpoint } from '../../../domain/images/endpoints';
import type { ImageSize } from '../../../domain/images/images';
import type { Image, ImageListReply } from '../../../domain/images/schemas';
import { maxImagesFor, type ImageOwner, type ImageRow } from './service';

/**
 * A photo as the API answers it. A saved photo's URLs are the public, cached ones; a temporary
 * photo's are its uploader's (they need the bearer token).
 */
export function presentImage(row: ImageRow): Image {
  const fileUrl = (size: ImageSize) =>
    row.zarcodeId
      ? endpointPath(getImageFileEndpoint.path, { zarcodeId: row.zarcodeId, imageId: row.id, size })
      : endpointPath(getTemporaryImageFileEndpoint.path, { sessionId: row.sessionId ?? '', imageId: row.id, size });
  return {
    id: row.id,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    displayOrder: row.displayOrder,
    width: row.width,
    height: row.height,
    zarcodeId: row.zarcodeId,
    sessionId: row.zarcodeId ? null : row.sessionId,
    urls: { medium: fileUrl('medium'), large: fileUrl('large') },
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentImageList(rows: ImageRow[], owner: ImageOwner): ImageListReply {
  return { images: rows.map(presentImage), maxImages: maxImagesFor(owner) };
}
