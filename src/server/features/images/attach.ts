import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { zarcodeImages, zarcodes } from '../../db/schema';

/**
 * Sets zarcodes.imageCount from the rows themselves, in the caller's transaction: recounted
 * rather than incremented, so it cannot drift.
 */
export async function recountZarcodeImages(tx: Queryable, zarcodeId: string): Promise<number> {
  const total = await tx.$count(zarcodeImages, eq(zarcodeImages.zarcodeId, zarcodeId));
  await tx.update(zarcodes).set({ imageCount: total }).where(eq(zarcodes.id, zarcodeId));
  return total;
}

/**
 * Moves the temporary photos of an upload session to a code just made, inside the transaction that
 * made it: call it on every creation path (bundle, payment, creator, admin). Only the photos
 * `userId` uploaded in that session move; anyone else's with the same session id are left alone.
 * They keep their order; no file moves (files are keyed by image id). Returns how many moved.
 * @param userId who uploaded them: the signed-in creator (for an admin making a code for a user,
 *   the admin), or the buyer when a payment is granted
 */
export async function attachSessionImages(
  tx: Queryable,
  input: { sessionId: string; userId: string; zarcodeId: string },
): Promise<number> {
  const moved = await tx
    .update(zarcodeImages)
    .set({ zarcodeId: input.zarcodeId, sessionId: null })
    .where(
      and(
        eq(zarcodeImages.sessionId, input.sessionId),
        eq(zarcodeImages.uploadedBy, input.userId),
        isNull(zarcodeImages.zarcodeId),
      ),
    )
    .returning({ id: zarcodeImages.id });
  if (moved.length > 0) await recountZarcodeImages(tx, input.zarcodeId);
  return moved.length;
}
