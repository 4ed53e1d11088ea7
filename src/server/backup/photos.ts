import { IMAGE_SIZES } from '../../domain/images/images';
import { imageFileKey } from '../features/images';
import type { ObjectStorage } from '../infra/storage';
import type { ArchiveWriter } from './archive';
import { PHOTO_ENTRY_PREFIX } from './manifest';
import type { Progress } from './progress';

/** What the copy of the photos found. */
export interface PhotosCopied {
  files: number;
  bytes: number;
  /** Keys that storage did not have. */
  missing: string[];
}

/**
 * Copies the files of every photo the database names (each of its renditions) from storage into the
 * backup, one at a time, through the storage interface: local disk or S3 alike. Files that are not
 * there any more (a photo deleted since the database's snapshot was taken) are listed, not fatal.
 */
export async function copyPhotos(storage: ObjectStorage, photoIds: string[], archive: ArchiveWriter, progress: Progress): Promise<PhotosCopied> {
  const keys = photoIds.flatMap((id) => IMAGE_SIZES.map((size) => imageFileKey(id, size)));
  const copied: PhotosCopied = { files: 0, bytes: 0, missing: [] };
  const counter = progress.counter('photo files', keys.length);
  for (const key of keys) {
    const object = await storage.get(key);
    if (object) {
      await archive.addBuffer(`${PHOTO_ENTRY_PREFIX}${key}`, object.body);
      copied.files += 1;
      copied.bytes += object.body.length;
    } else {
      copied.missing.push(key);
    }
    counter.advance();
  }
  counter.done(copied.missing.length > 0 ? `${copied.missing.length} missing from storage` : undefined);
  return copied;
}

/** Content types by extension, for stores that keep one (S3): photos are WebP. */
export function contentTypeOfKey(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}
