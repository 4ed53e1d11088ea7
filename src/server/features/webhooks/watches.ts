import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { MAX_WATCHES_PER_KEY, WATCHES_PAGE_SIZE } from '../../../domain/webhooks/webhooks';
import type { Watch, WatchListReply } from '../../../domain/webhooks/schemas';
import type { Database, Queryable } from '../../db/client';
import { apiKeys, zarcodeWatches, zarcodes } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export const NOT_WATCHED_MESSAGE = 'This API key does not watch that code';

const watchOf = (zarcode: string, createdAt: Date): Watch => ({ zarcode, watchedSince: createdAt.toISOString() });

/**
 * `apiKeyId` watches the code (found by the caller, who had its code): answers the watch and whether
 * it is new. 409 once the key watches the most codes a key may; the key's row is locked while its
 * watches are counted, so that two watches at once cannot both take the last place.
 */
export async function watchCode(db: Database, apiKeyId: string, code: { id: string; code: string }): Promise<{ watch: Watch; isNew: boolean }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, apiKeyId)).for('update');
    const [existing] = await tx
      .select({ createdAt: zarcodeWatches.createdAt })
      .from(zarcodeWatches)
      .where(and(eq(zarcodeWatches.apiKeyId, apiKeyId), eq(zarcodeWatches.zarcodeId, code.id)));
    if (existing) return { watch: watchOf(code.code, existing.createdAt), isNew: false };
    if ((await tx.$count(zarcodeWatches, eq(zarcodeWatches.apiKeyId, apiKeyId))) >= MAX_WATCHES_PER_KEY) {
      throw conflict(`This API key watches ${MAX_WATCHES_PER_KEY.toLocaleString('en-US')} codes, the most a key may: stop watching one first.`);
    }
    const [row] = await tx.insert(zarcodeWatches).values({ apiKeyId, zarcodeId: code.id }).returning({ createdAt: zarcodeWatches.createdAt });
    return { watch: watchOf(code.code, row!.createdAt), isNew: true };
  });
}

/**
 * Stops the watch of the code among `readings` (the code as typed, and its look-alike reading) that
 * the key watches. Only the key's own watches are looked at, so the answer tells nothing of codes
 * that exist: 404 whether the code is unknown or simply not watched.
 */
export async function unwatchCode(db: Database, apiKeyId: string, readings: readonly string[]): Promise<Watch> {
  return db.transaction(async (tx) => {
    const [watched] = readings.length
      ? await tx
          .select({ zarcodeId: zarcodeWatches.zarcodeId, code: zarcodes.code, createdAt: zarcodeWatches.createdAt })
          .from(zarcodeWatches)
          .innerJoin(zarcodes, eq(zarcodes.id, zarcodeWatches.zarcodeId))
          .where(and(eq(zarcodeWatches.apiKeyId, apiKeyId), inArray(zarcodes.code, [...readings])))
          .orderBy(asc(zarcodes.code))
          .limit(1)
      : [];
    if (!watched) throw notFound(NOT_WATCHED_MESSAGE);
    await tx.delete(zarcodeWatches).where(and(eq(zarcodeWatches.apiKeyId, apiKeyId), eq(zarcodeWatches.zarcodeId, watched.zarcodeId)));
    return watchOf(watched.code, watched.createdAt);
  });
}

/** The key's watches by code, a page after `after` (a code), with how many it holds. */
export async function listWatches(db: Queryable, apiKeyId: string, after: string | undefined): Promise<WatchListReply> {
  const ofKey = eq(zarcodeWatches.apiKeyId, apiKeyId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ code: zarcodes.code, createdAt: zarcodeWatches.createdAt })
      .from(zarcodeWatches)
      .innerJoin(zarcodes, eq(zarcodes.id, zarcodeWatches.zarcodeId))
      .where(after === undefined ? ofKey : and(ofKey, gt(zarcodes.code, after)))
      .orderBy(asc(zarcodes.code))
      .limit(WATCHES_PAGE_SIZE + 1),
    db.select({ total: count() }).from(zarcodeWatches).where(ofKey),
  ]);
  const page = rows.slice(0, WATCHES_PAGE_SIZE);
  return {
    watches: page.map((row) => watchOf(row.code, row.createdAt)),
    total: totals?.total ?? 0,
    limit: MAX_WATCHES_PER_KEY,
    next: rows.length > WATCHES_PAGE_SIZE ? page.at(-1)!.code : null,
  };
}
