import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import { IMAGE_SIZES, TEMPORARY_IMAGE_LIFETIME_HOURS } from '../../../domain/images/images';
import { selectRows } from '../../db/client';
import { imageFileDeletions, zarcodeImages } from '../../db/schema';
import { imageFileKey, type ImageDeps } from './service';

/** Any constant, distinct from the migration lock (7_270_001). */
export const IMAGE_CLEAN_UP_LOCK_KEY = 7_270_002;
const FILE_BATCH = 200;
const HOUR_MS = 3_600_000;

export interface ImageCleanUpResult {
  /** False when another instance held the lock: this one did nothing. */
  ran: boolean;
  /** Temporary photos deleted for being too old. */
  expired: number;
  /** Photos whose files were removed from storage (expired now, or deleted earlier). */
  filesRemoved: number;
}

/**
 * The hourly photo clean-up, safe to start on every server instance at once:
 * 1. Under a transaction-scoped advisory lock (pg_try_advisory_xact_lock: an instance that does not
 *    get it skips the run), temporary photos older than 24 hours are deleted in one statement. A
 *    photo attached to its code meanwhile no longer matches and stays.
 * 2. The trigger has queued every deleted photo (these, and any deleted with its code or user, or
 *    whose immediate removal failed); their files are removed in batches, each batch's queue rows
 *    locked (SKIP LOCKED) and deleted in the same transaction, so a failure leaves them queued.
 */
export async function cleanUpImages(
  deps: ImageDeps,
  options: { now?: Date; maxAgeMs?: number } = {},
): Promise<ImageCleanUpResult> {
  const { db } = deps;
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.maxAgeMs ?? TEMPORARY_IMAGE_LIFETIME_HOURS * HOUR_MS));

  const expired = await db.transaction(async (tx) => {
    const [lock] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${IMAGE_CLEAN_UP_LOCK_KEY}) as locked`);
    if (!lock?.locked) return null;
    const deleted = await tx
      .delete(zarcodeImages)
      .where(and(isNull(zarcodeImages.zarcodeId), lt(zarcodeImages.createdAt, cutoff)))
      .returning({ id: zarcodeImages.id });
    return deleted.length;
  });
  if (expired === null) return { ran: false, expired: 0, filesRemoved: 0 };

  return { ran: true, expired, filesRemoved: await removeQueuedImageFiles(deps) };
}

/**
 * Removes from storage the files of queued photos (the image_file_deletions queue; only those of
 * `imageIds` when given), in batches whose queue rows are locked (SKIP LOCKED) and deleted in the
 * same transaction, so a failure leaves them queued for the next run. Answers how many were removed.
 */
export async function removeQueuedImageFiles(deps: Pick<ImageDeps, 'db' | 'storage'>, imageIds?: readonly string[]): Promise<number> {
  const { db, storage } = deps;
  if (imageIds?.length === 0) return 0;
  let filesRemoved = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const queued = await tx
        .select({ imageId: imageFileDeletions.imageId })
        .from(imageFileDeletions)
        .where(imageIds ? inArray(imageFileDeletions.imageId, [...imageIds]) : undefined)
        .orderBy(asc(imageFileDeletions.createdAt))
        .limit(FILE_BATCH)
        .for('update', { skipLocked: true });
      for (const { imageId } of queued) {
        await Promise.all(IMAGE_SIZES.map((size) => storage.delete(imageFileKey(imageId, size))));
      }
      if (queued.length > 0) {
        await tx.delete(imageFileDeletions).where(
          inArray(
            imageFileDeletions.imageId,
            queued.map((row) => row.imageId),
          ),
        );
      }
      return queued.length;
    });
    filesRemoved += done;
    if (done < FILE_BATCH) break;
  }
  return filesRemoved;
}
