import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_KEPT_HOURS, nextExportMessage } from '../../../domain/privacy/privacy';
import type { DataExportReply } from '../../../domain/privacy/schemas';
import { formatSouthAfricanTime } from '../../../domain/time/south-african-time';
import type { Database, Queryable } from '../../db/client';
import { dataExports } from '../../db/schema';
import { isUuid } from '../../db/values';
import { HttpError, gone, notFound, tooManyRequests } from '../../errors';
import { countRateLimitRefusal } from '../../infra/metrics';
import type { ObjectStorage } from '../../infra/storage';

export type DataExportRow = typeof dataExports.$inferSelect;

const HOUR_MS = 3_600_000;
export const DATA_EXPORT_NOT_FOUND = 'Export not found';
export const DATA_EXPORT_EXPIRED = 'This export has expired: ask for a new one on your profile page';
/** A running export whose progress has not moved for this long was cut short (its instance stopped): it is built again. */
export const ABANDONED_AFTER_MS = 10 * 60_000;
/** How long an expired export's row is kept (for "expired" on the profile page) before it is deleted. */
const EXPIRED_ROWS_KEPT_DAYS = 7;

/** The key of an export's ZIP in the export storage. */
export const exportFileKey = (exportId: string) => `${exportId.slice(0, 2)}/${exportId}.zip`;

/** The download's path, for its owner only. */
export const exportDownloadPath = (exportId: string) => `/api/user/export/${exportId}/download`;

async function latestExportOf(db: Queryable, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(1);
  return row;
}

/**
 * When the person may ask for their next export: a day after the last one asked for (a failed
 * one does not count), or null when they may now.
 */
async function nextExportAt(db: Queryable, userId: string, now = new Date()): Promise<Date | null> {
  const since = new Date(now.getTime() - DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);
  const [last] = await db
    .select({ createdAt: dataExports.createdAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed'), sql`${dataExports.createdAt} > ${since.toISOString()}::timestamptz`))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return last ? new Date(last.createdAt.getTime() + DATA_EXPORT_INTERVAL_HOURS * HOUR_MS) : null;
}

/** An export as its owner sees it: its state, progress, download and when the next may be asked for. */
export function presentDataExport(row: DataExportRow | undefined, next: Date | null, now = new Date()): DataExportReply {
  const isExpired = row?.status === 'expired' || (row?.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  const status = !row ? 'none' : isExpired ? 'expired' : row.status;
  return {
    status,
    id: row?.id ?? null,
    progress: row ? (status === 'ready' || status === 'expired' ? 100 : row.progress) : 0,
    requestedAt: row?.createdAt.toISOString() ?? null,
    readyAt: row?.readyAt?.toISOString() ?? null,
    expiresAt: row?.expiresAt?.toISOString() ?? null,
    sizeBytes: status === 'ready' ? (row?.sizeBytes ?? null) : null,
    url: status === 'ready' && row ? exportDownloadPath(row.id) : null,
    nextExportAt: next?.toISOString() ?? null,
  };
}

/** GET /api/user/export: the caller's latest export. */
export async function getDataExportState(db: Database, userId: string): Promise<DataExportReply> {
  const [row, next] = await Promise.all([latestExportOf(db, userId), nextExportAt(db, userId)]);
  return presentDataExport(row, next);
}

/**
 * POST /api/user/export: queues an export of everything held about the caller; the runner builds it.
 * One a day: 429 with Retry-After and the time the next is possible. The caller's row is locked
 * first, so two requests at once make one export.
 */
export async function requestDataExport(db: Database, userId: string): Promise<DataExportReply> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const now = new Date();
    const next = await nextExportAt(tx, userId, now);
    if (next) {
      countRateLimitRefusal('data-export:user');
      throw tooManyRequests(nextExportMessage(formatSouthAfricanTime(next)), Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)));
    }
    const [row] = await tx.insert(dataExports).values({ userId }).returning();
    return presentDataExport(row, await nextExportAt(tx, userId, now));
  });
}

/** The caller's own export (anyone else's, an admin's asking included, is not found): the owner rule. */
export async function getOwnDataExport(db: Queryable, userId: string, exportId: string): Promise<DataExportRow> {
  if (!isUuid(exportId)) throw notFound(DATA_EXPORT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)))
    .limit(1);
  if (!row) throw notFound(DATA_EXPORT_NOT_FOUND);
  return row;
}

/** GET /api/user/export/{id}/download: the ZIP of the caller's ready export; 410 once expired, 404 before it is ready. */
export async function readDataExport(db: Database, storage: ObjectStorage, userId: string, exportId: string): Promise<{ row: DataExportRow; body: Buffer }> {
  const row = await getOwnDataExport(db, userId, exportId);
  if (row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= new Date())) throw gone(DATA_EXPORT_EXPIRED);
  if (row.status !== 'ready' || !row.storageKey) throw notFound('This export is not ready yet');
  const stored = await storage.get(row.storageKey);
  if (!stored) throw new HttpError(410, DATA_EXPORT_EXPIRED);
  return { row, body: stored.body };
}

/**
 * Claims the oldest export waiting to be built (or one whose build was cut short), marking it
 * running; SKIP LOCKED, so two instances never build the same one. Null when none waits.
 */
export async function claimNextDataExport(db: Database): Promise<DataExportRow | null> {
  const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS);
  const waiting = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      and(
        isNotNull(dataExports.userId),
        or(eq(dataExports.status, 'queued'), and(eq(dataExports.status, 'running'), lt(dataExports.updatedAt, abandoned))),
      ),
    )
    .orderBy(asc(dataExports.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(dataExports)
    .set({ status: 'running', progress: 0, startedAt: new Date(), updatedAt: new Date() })
    .where(inArray(dataExports.id, waiting))
    .returning();
  return claimed ?? null;
}

/** Records a running export's progress (0-100), which also tells others it is alive. */
export async function recordExportProgress(db: Database, exportId: string, progress: number): Promise<void> {
  await db
    .update(dataExports)
    .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), updatedAt: new Date() })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')));
}

/**
 * Marks a built export ready, kept DATA_EXPORT_KEPT_HOURS from now. Answers null when it may not be
 * (its account was deleted meanwhile, or another instance took it over): the caller removes the file.
 */
export async function markExportReady(db: Database, exportId: string, storageKey: string, sizeBytes: number): Promise<DataExportRow | null> {
  const now = new Date();
  const [row] = await db
    .update(dataExports)
    .set({ status: 'ready', progress: 100, storageKey, sizeBytes, readyAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + DATA_EXPORT_KEPT_HOURS * HOUR_MS) })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running'), isNotNull(dataExports.userId)))
    .returning();
  return row ?? null;
}

export async function markExportFailed(db: Database, exportId: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')));
}

/**
 * The retention job of exports (hourly): the files of exports past their time, and of those whose
 * account is gone, are deleted from storage and their rows marked expired (a storage failure leaves
 * them for the next run); exports waiting for a deleted account are dropped; expired rows go a week
 * later. Answers how many files were deleted.
 */
export async function deleteExpiredDataExports(deps: { db: Database; exportStorage: ObjectStorage }, now = new Date()): Promise<number> {
  const { db, exportStorage } = deps;
  const due = await db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), or(lte(dataExports.expiresAt, now), isNull(dataExports.userId))));
  let deleted = 0;
  for (const row of due) {
    if (row.storageKey) await exportStorage.delete(row.storageKey);
    await db.update(dataExports).set({ status: 'expired', storageKey: null, updatedAt: now }).where(eq(dataExports.id, row.id));
    deleted += 1;
  }
  // A build for an account deleted meanwhile removes its own file when it finds the account gone.
  const abandoned = new Date(now.getTime() - ABANDONED_AFTER_MS);
  await db.delete(dataExports).where(and(isNull(dataExports.userId), or(ne(dataExports.status, 'running'), lt(dataExports.updatedAt, abandoned))));
  await db
    .delete(dataExports)
    .where(and(inArray(dataExports.status, ['expired', 'failed']), lt(dataExports.updatedAt, new Date(now.getTime() - EXPIRED_ROWS_KEPT_DAYS * 24 * HOUR_MS))));
  return deleted;
}
