import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  IMAGE_CONTENT_TYPE,
  IMAGE_NOT_FOUND_MESSAGE,
  IMAGE_SIZES,
  IMAGES_NOT_STORED_MESSAGE,
  MAX_IMAGES_ON_CREATE,
  MAX_IMAGES_PER_CODE,
  NO_IMAGES_MESSAGE,
  imageTooManyPixelsMessage,
  notAnImageMessage,
  tooManyImagesMessage,
  unreadableImageMessage,
  type ImageSize,
} from '../../../domain/images/images';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import type { ImageOrder } from '../../../domain/images/schemas';
import { normaliseCode } from '../../../domain/zarcode/zarcode';
import type { Database, Queryable } from '../../db/client';
import { imageFileDeletions, zarcodeImages, zarcodes } from '../../db/schema';
import { isUuid } from '../../db/values';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { processImage, UnusableImageError, type ProcessedImage } from '../../infra/images/process-image';
import type { ObjectStorage, StoredObject } from '../../infra/storage';
import type { Viewer } from '../../actor';
import { recordAudit, type AuditContext } from '../audit';
import { zarcodeAccess, ZARCODE_NOT_FOUND } from '../zarcodes';
import { recountZarcodeImages } from './attach';

export type ImageRow = typeof zarcodeImages.$inferSelect;

/** What the photo calls need: the database, where files live, and a log for files left behind. */
export interface ImageDeps {
  db: Database;
  storage: ObjectStorage;
  logger: Logger;
}

/**
 * Whose photos a call is about: a temporary upload session, always scoped by its uploader (nobody
 * else's photos are found, admins' calls included), or a saved code.
 */
export type ImageOwner =
  | { kind: 'temporary'; sessionId: string; userId: string }
  | { kind: 'zarcode'; zarcodeId: string };

/** 9 photos while creating, 10 on a code. */
export const maxImagesFor = (owner: ImageOwner) =>
  owner.kind === 'temporary' ? MAX_IMAGES_ON_CREATE : MAX_IMAGES_PER_CODE;

/** Where a rendition lives in storage: sharded by the id's first two characters. */
export const imageFileKey = (imageId: string, size: ImageSize) => `${imageId.slice(0, 2)}/${imageId}/${size}.webp`;

function ownerFilter(owner: ImageOwner): SQL {
  if (owner.kind === 'zarcode') return eq(zarcodeImages.zarcodeId, owner.zarcodeId);
  return and(
    eq(zarcodeImages.sessionId, owner.sessionId),
    eq(zarcodeImages.uploadedBy, owner.userId),
    isNull(zarcodeImages.zarcodeId),
  )!;
}

/** The owner's photos in display order (ties by upload time). */
export async function listImages(db: Queryable, owner: ImageOwner): Promise<ImageRow[]> {
  return db
    .select()
    .from(zarcodeImages)
    .where(ownerFilter(owner))
    .orderBy(asc(zarcodeImages.displayOrder), asc(zarcodeImages.createdAt), asc(zarcodeImages.id));
}

const countImages = (db: Queryable, owner: ImageOwner): Promise<number> => db.$count(zarcodeImages, ownerFilter(owner));

/** One photo of the owner, or null. */
export async function findImage(db: Queryable, owner: ImageOwner, imageId: string): Promise<ImageRow | null> {
  if (!isUuid(imageId) || (owner.kind === 'zarcode' && !isUuid(owner.zarcodeId))) return null;
  const [row] = await db
    .select()
    .from(zarcodeImages)
    .where(and(eq(zarcodeImages.id, imageId), ownerFilter(owner)))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises changes to one owner's photos, so that two uploads at once cannot pass the limit
 * together: the code's row is locked, or, for a session, an advisory lock on its name.
 */
async function lockOwner(tx: Queryable, owner: ImageOwner): Promise<void> {
  if (owner.kind === 'zarcode') {
    const [row] = await tx
      .select({ id: zarcodes.id })
      .from(zarcodes)
      .where(eq(zarcodes.id, owner.zarcodeId))
      .for('update');
    if (!row) throw notFound(ZARCODE_NOT_FOUND);
    return;
  }
  const name = `zarcode_images:${owner.sessionId}:${owner.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

// ---------------------------------------------------------------------------------------------------
// Codes

/** Who changes a code's photos as an admin, and which code (its code, e.g. 1CT-7K2M): for the audit log. */
export interface PhotoAudit {
  context: AuditContext;
  code: string;
}

function recordPhotoChange(tx: Queryable, audit: PhotoAudit, action: string, after?: unknown, before?: unknown) {
  return recordAudit(tx, audit.context, { action, targetType: 'zarcode', targetId: audit.code, before, after });
}

/** A code by its uuid or by the code itself (any case, with or without the hyphen). */
export async function getZarcodeForImages(
  db: Queryable,
  idOrCode: string,
): Promise<{ id: string; userId: string; code: string }> {
  const columns = { id: zarcodes.id, userId: zarcodes.userId, code: zarcodes.code };
  let condition: SQL | null = null;
  if (isUuid(idOrCode)) condition = eq(zarcodes.id, idOrCode);
  else {
    const code = normaliseCode(idOrCode);
    if (code) condition = eq(zarcodes.code, code);
  }
  const [row] = condition ? await db.select(columns).from(zarcodes).where(condition).limit(1) : [];
  if (!row) throw notFound(ZARCODE_NOT_FOUND);
  return row;
}

/**
 * The code, when the viewer may change its photos (its owner or an admin): 404 for no such code, 403
 * for someone else's. The photo routes ask it before the body is read, then again.
 */
export async function getManageableZarcode(db: Queryable, viewer: Viewer, idOrCode: string) {
  const row = await getZarcodeForImages(db, idOrCode);
  if (!zarcodeAccess(viewer, row).canEdit) {
    throw forbidden(`You can only change the photos of your own ${PRODUCT_NAME_PLURAL}`);
  }
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Upload

/** One file of an upload, read on demand (reading refuses a file over the size limit). */
export interface IncomingImageFile {
  filename: string;
  read(): Promise<Buffer>;
}

async function processOrRefuse(bytes: Buffer, filename: string): Promise<ProcessedImage> {
  try {
    return await processImage(bytes);
  } catch (error) {
    if (!(error instanceof UnusableImageError)) throw error;
    if (error.reason === 'not-an-image') throw badRequest(notAnImageMessage(filename));
    if (error.reason === 'too-many-pixels') throw badRequest(imageTooManyPixelsMessage(filename));
    throw badRequest(unreadableImageMessage(filename));
  }
}

/**
 * Adds the uploaded photos after the owner's, all or none. Each file is checked and re-encoded as it
 * arrives (see processImage) and its renditions stored; the rows are written at the end, in one
 * transaction that checks the limit again under the owner's lock and sets the code's imageCount. If
 * anything fails (a bad file, the limit, storage, the client going away), the files already stored
 * are removed and no row is written. Answers the owner's whole list.
 */
export async function uploadImages(
  deps: ImageDeps,
  input: {
    owner: ImageOwner;
    uploaderId: string;
    files: AsyncIterable<IncomingImageFile>;
    /** An admin adding photos to someone else's code: recorded in the audit log with the rows. */
    audit?: PhotoAudit | null;
  },
): Promise<ImageRow[]> {
  const { db, storage } = deps;
  const { owner } = input;
  const max = maxImagesFor(owner);
  const already = await countImages(db, owner);
  if (already >= max) throw conflict(tooManyImagesMessage(0, max));

  const stored: string[] = [];
  const pending: (typeof zarcodeImages.$inferInsert)[] = [];
  try {
    for await (const file of input.files) {
      if (already + pending.length >= max) throw conflict(tooManyImagesMessage(max - already, max));
      const bytes = await file.read();
      const processed = await processOrRefuse(bytes, file.filename);
      const id = randomUUID();
      stored.push(id);
      try {
        await Promise.all(
          IMAGE_SIZES.map((size) =>
            storage.put(imageFileKey(id, size), processed.renditions[size].data, { contentType: IMAGE_CONTENT_TYPE }),
          ),
        );
      } catch (error) {
        deps.logger.error({ err: error, imageId: id }, 'could not store a photo');
        throw new HttpError(503, IMAGES_NOT_STORED_MESSAGE);
      }
      pending.push({
        id,
        zarcodeId: owner.kind === 'zarcode' ? owner.zarcodeId : null,
        sessionId: owner.kind === 'temporary' ? owner.sessionId : null,
        uploadedBy: input.uploaderId,
        originalFilename: file.filename,
        fileSize: bytes.length,
        width: processed.renditions.large.width,
        height: processed.renditions.large.height,
      });
    }
    if (pending.length === 0) throw badRequest(NO_IMAGES_MESSAGE);

    return await db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      const current = await countImages(tx, owner);
      if (current + pending.length > max) throw conflict(tooManyImagesMessage(max - current, max));
      const [last] = await tx
        .select({ order: sql<number | null>`max(${zarcodeImages.displayOrder})` })
        .from(zarcodeImages)
        .where(ownerFilter(owner));
      const first = last?.order === null || last?.order === undefined ? 0 : Number(last.order) + 1;
      await tx.insert(zarcodeImages).values(pending.map((row, index) => ({ ...row, displayOrder: first + index })));
      if (owner.kind === 'zarcode') await recountZarcodeImages(tx, owner.zarcodeId);
      if (input.audit) {
        await recordPhotoChange(tx, input.audit, 'zarcode.photos_add', {
          added: pending.map((row) => ({ id: row.id, filename: row.originalFilename })),
        });
      }
      return listImages(tx, owner);
    });
  } catch (error) {
    await removeUnsavedFiles(deps, stored);
    throw error;
  }
}

/** Files of an upload that failed: removed now, or queued for the clean-up if storage fails. */
async function removeUnsavedFiles(deps: ImageDeps, imageIds: string[]): Promise<void> {
  if (imageIds.length === 0) return;
  const failed: string[] = [];
  for (const id of imageIds) {
    try {
      await Promise.all(IMAGE_SIZES.map((size) => deps.storage.delete(imageFileKey(id, size))));
    } catch (error) {
      deps.logger.warn({ err: error, imageId: id }, 'could not remove the files of a failed upload; queued');
      failed.push(id);
    }
  }
  if (failed.length > 0) {
    await deps.db
      .insert(imageFileDeletions)
      .values(failed.map((imageId) => ({ imageId })))
      .onConflictDoNothing()
      .catch((error: unknown) => deps.logger.error({ err: error, failed }, 'could not queue files for removal'));
  }
}

// ---------------------------------------------------------------------------------------------------
// Order and removal

/**
 * Gives photos new positions. Every id must be one of the owner's photos (else 404 and nothing
 * changes); photos not named keep their position. Answers the whole list in its new order.
 */
export async function reorderImages(
  db: Database,
  owner: ImageOwner,
  orders: ImageOrder[],
  audit: PhotoAudit | null = null,
): Promise<ImageRow[]> {
  const ids = orders.map((order) => order.id);
  if (!ids.every(isUuid)) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const found = await tx
      .select({ id: zarcodeImages.id })
      .from(zarcodeImages)
      .where(and(ownerFilter(owner), inArray(zarcodeImages.id, ids)));
    if (found.length !== ids.length) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    const before = audit ? await listImages(tx, owner) : [];
    for (const order of orders) {
      await tx.update(zarcodeImages).set({ displayOrder: order.displayOrder }).where(eq(zarcodeImages.id, order.id));
    }
    const after = await listImages(tx, owner);
    if (audit) {
      const order = (rows: ImageRow[]) => rows.map((row) => row.id);
      await recordPhotoChange(tx, audit, 'zarcode.photos_reorder', { order: order(after) }, { order: order(before) });
    }
    return after;
  });
}

/** Removes one photo (row, then files) and answers the owner's remaining list. */
export async function deleteImage(
  deps: ImageDeps,
  owner: ImageOwner,
  imageId: string,
  audit: PhotoAudit | null = null,
): Promise<ImageRow[]> {
  if (!isUuid(imageId)) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
  const remaining = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const deleted = await tx
      .delete(zarcodeImages)
      .where(and(eq(zarcodeImages.id, imageId), ownerFilter(owner)))
      .returning({ id: zarcodeImages.id, filename: zarcodeImages.originalFilename });
    if (deleted.length === 0) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
    if (owner.kind === 'zarcode') await recountZarcodeImages(tx, owner.zarcodeId);
    if (audit) await recordPhotoChange(tx, audit, 'zarcode.photo_delete', undefined, { photo: deleted[0] });
    return listImages(tx, owner);
  });
  await purgeImageFiles(deps, [imageId]);
  return remaining;
}

/** Removes all of the caller's temporary photos of a session; answers how many went. */
export async function deleteTemporaryImages(
  deps: ImageDeps,
  owner: Extract<ImageOwner, { kind: 'temporary' }>,
): Promise<number> {
  const deleted = await deps.db
    .delete(zarcodeImages)
    .where(ownerFilter(owner))
    .returning({ id: zarcodeImages.id });
  await purgeImageFiles(
    deps,
    deleted.map((row) => row.id),
  );
  return deleted.length;
}

/**
 * Removes the files of deleted photos now (their rows are gone, so they are queued by the trigger)
 * and takes them off the queue. A storage failure is logged and left to the clean-up job.
 */
export async function purgeImageFiles(deps: ImageDeps, imageIds: string[]): Promise<void> {
  const removed: string[] = [];
  for (const id of imageIds) {
    try {
      await Promise.all(IMAGE_SIZES.map((size) => deps.storage.delete(imageFileKey(id, size))));
      removed.push(id);
    } catch (error) {
      deps.logger.warn({ err: error, imageId: id }, 'could not remove the files of a deleted photo; left queued');
    }
  }
  if (removed.length > 0) {
    await deps.db.delete(imageFileDeletions).where(inArray(imageFileDeletions.imageId, removed));
  }
}

// ---------------------------------------------------------------------------------------------------
// Files

/** A rendition of a photo whose row was found; 404 when its file is missing. */
export async function readImageFile(storage: ObjectStorage, imageId: string, size: ImageSize): Promise<StoredObject> {
  const file = await storage.get(imageFileKey(imageId, size));
  if (!file) throw notFound(IMAGE_NOT_FOUND_MESSAGE);
  return file;
}
