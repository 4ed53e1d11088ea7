import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { MAX_SAVED_CODES, SAVED_CODES_LIMIT_MESSAGE } from '../../../domain/saved-codes/saved-codes';
import type { Actor } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { savedCodes, zarcodes } from '../../db/schema';
import { conflict } from '../../errors';
import { getZarcodeByTypedCode, type ZarcodeRow } from '../zarcodes';

export interface SavedCodeRow {
  zarcode: Pick<ZarcodeRow, 'code' | 'userId' | 'privacy' | 'title' | 'suburb' | 'city' | 'province'>;
  savedAt: Date;
}

const { code, userId, privacy, title, suburb, city, province } = getTableColumns(zarcodes);
const savedColumns = { zarcode: { code, userId, privacy, title, suburb, city, province }, savedAt: savedCodes.createdAt };

/** The caller's saved codes, newest first (at most MAX_SAVED_CODES: the limit keeps it one page). */
export async function listSavedCodes(db: Database, actor: Actor): Promise<SavedCodeRow[]> {
  return db
    .select(savedColumns)
    .from(savedCodes)
    .innerJoin(zarcodes, eq(zarcodes.id, savedCodes.zarcodeId))
    .where(eq(savedCodes.userId, actor.id))
    .orderBy(desc(savedCodes.createdAt), zarcodes.code)
    .limit(MAX_SAVED_CODES);
}

async function findSaved(db: Queryable, actor: Actor, zarcodeId: string): Promise<SavedCodeRow | null> {
  const [row] = await db
    .select(savedColumns)
    .from(savedCodes)
    .innerJoin(zarcodes, eq(zarcodes.id, savedCodes.zarcodeId))
    .where(and(eq(savedCodes.userId, actor.id), eq(savedCodes.zarcodeId, zarcodeId)));
  return row ?? null;
}

/**
 * Saves a code (typed any way) for the caller: 404 when no code is called so, 409 past the limit.
 * Saving it again keeps the first time. Any code may be saved, private ones too (their page is open
 * to whoever has the code); what the list shows of it is the presenter's business.
 */
export async function saveCode(db: Database, actor: Actor, typed: string): Promise<SavedCodeRow> {
  const found = await getZarcodeByTypedCode(db, typed);
  return db.transaction(async (tx) => {
    const existing = await findSaved(tx, actor, found.id);
    if (existing) return existing;
    const held = await tx.$count(savedCodes, eq(savedCodes.userId, actor.id));
    if (held >= MAX_SAVED_CODES) throw conflict(SAVED_CODES_LIMIT_MESSAGE);
    await tx.insert(savedCodes).values({ userId: actor.id, zarcodeId: found.id }).onConflictDoNothing();
    return (await findSaved(tx, actor, found.id))!;
  });
}

/** Takes a code off the caller's list (nothing to do when it was not on it); 404 for no such code. */
export async function unsaveCode(db: Database, actor: Actor, typed: string): Promise<void> {
  const found = await getZarcodeByTypedCode(db, typed);
  await db.delete(savedCodes).where(and(eq(savedCodes.userId, actor.id), eq(savedCodes.zarcodeId, found.id)));
}
