import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { readCodeItem } from '../../../domain/zarcode/codes-in-text';
import { orderStops } from '../../../domain/runs/order';
import {
  RUN_LINK_INVALID_MESSAGE,
  RUN_LINK_TOKEN_BYTES,
  RUN_MAX_STOPS,
  RUN_NO_STOPS_MESSAGE,
  RUN_NOT_FOUND,
  RUN_ORDER_MESSAGE,
  RUN_SUGGESTED_UNKNOWN_MAX,
  RUN_TOO_MANY_STOPS_MESSAGE,
  runLinkPath,
} from '../../../domain/runs/runs';
import type { UnknownCode, UpdateRunBody } from '../../../domain/runs/schemas';
import type { LatLng } from '../../../domain/geo/distance';
import type { Viewer } from '../../actor';
import type { Queryable } from '../../db/client';
import { runLinks, runStops, runs, zarcodes } from '../../db/schema';
import { isUuid } from '../../db/values';
import { badRequest, notFound } from '../../errors';
import { newSecret, sha256Hex } from '../../infra/secrets';
import { NOT_A_CODE, findPlacesByTypedCodes, listCodeSuggestions, placeColumns, type PlaceRow } from '../zarcodes';
import { canSeeRun, canWorkRun } from './policy';

export type RunRow = typeof runs.$inferSelect;
export type RunLinkKind = (typeof runLinks.$inferSelect)['kind'];

/** A stop as the server keeps it: the code's place, its state, and the delivery key it came with. */
export interface StopRow extends PlaceRow {
  state: (typeof runStops.$inferSelect)['state'];
  stateAt: Date | null;
  deliveryKey: string | null;
}

/** A code of a run to be, found: its place and the delivery key it came with. */
export interface FoundStop {
  row: PlaceRow;
  key: string | null;
}

/** How many runs the list shows: the latest. */
export const RUNS_LIST_SIZE = 50;

/**
 * The stops a list of codes names (each typed any way, or a code page's link with its delivery key),
 * in the order given, each code once whichever way it was written; and the items that name no code.
 */
export async function findStops(db: Queryable, items: readonly string[]): Promise<{ found: FoundStop[]; unknown: string[] }> {
  const read = items.map((item) => ({ item: item.trim(), code: readCodeItem(item) }));
  const rows = await findPlacesByTypedCodes(
    db,
    read.map((entry) => entry.code?.typed ?? ''),
  );
  const found = new Map<string, FoundStop>();
  const unknown = new Set<string>();
  rows.forEach((row, index) => {
    const { item, code } = read[index]!;
    if (row === null || row === NOT_A_CODE || !code) {
      if (item) unknown.add(code?.typed ?? item);
      return;
    }
    const seen = found.get(row.id);
    if (!seen) found.set(row.id, { row, key: code.key });
    else if (!seen.key && code.key) seen.key = code.key;
  });
  return { found: [...found.values()], unknown: [...unknown] };
}

/** "Did you mean" for the first unknown codes of a text: the public codes one slip away. */
export async function suggestFor(db: Queryable, unknown: readonly string[]): Promise<UnknownCode[]> {
  return Promise.all(
    unknown.map(async (typed, index) => ({
      typed,
      suggestions:
        index < RUN_SUGGESTED_UNKNOWN_MAX
          ? (await listCodeSuggestions(db, typed)).map(({ zarcode, title, suburb, city }) => ({ zarcode, title, suburb, city }))
          : [],
    })),
  );
}

/** 400 unless a run of these stops can be made: one at least, at most RUN_MAX_STOPS. */
function checkStopCount(stops: readonly unknown[]): void {
  if (stops.length === 0) throw badRequest(RUN_NO_STOPS_MESSAGE);
  if (stops.length > RUN_MAX_STOPS) throw badRequest(RUN_TOO_MANY_STOPS_MESSAGE);
}

/** The stops in the order to drive them from `origin`. */
export function orderFoundStops(stops: readonly FoundStop[], origin: LatLng): FoundStop[] {
  const located = stops.map((stop) => ({ stop, latitude: Number(stop.row.latitude), longitude: Number(stop.row.longitude) }));
  return orderStops(origin, located).map((entry) => entry.stop);
}

/** A new run of `userId` with these stops in this order. */
export async function createRun(db: Queryable, userId: string, name: string | null, stops: readonly FoundStop[]): Promise<RunRow> {
  checkStopCount(stops);
  return db.transaction(async (tx) => {
    const [run] = await tx.insert(runs).values({ userId, name }).returning();
    await tx.insert(runStops).values(stops.map((stop, position) => ({ runId: run!.id, zarcodeId: stop.row.id, position, deliveryKey: stop.key })));
    return run!;
  });
}

/** The caller's latest runs, newest first, with how many stops each has and how many are done or failed. */
export async function listRuns(db: Queryable, userId: string) {
  return db
    .select({
      run: runs,
      stops: sql<number>`(select count(*)::int from ${runStops} where ${runStops.runId} = ${runs.id})`,
      done: sql<number>`(select count(*)::int from ${runStops} where ${runStops.runId} = ${runs.id} and ${runStops.state} = 'done')`,
      failed: sql<number>`(select count(*)::int from ${runStops} where ${runStops.runId} = ${runs.id} and ${runStops.state} = 'failed')`,
      isShared: sql<boolean>`exists (select 1 from ${runLinks} where ${runLinks.runId} = ${runs.id} and ${runLinks.kind} = 'view')`,
    })
    .from(runs)
    .where(eq(runs.userId, userId))
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(RUNS_LIST_SIZE);
}

/** A run for its courier or an admin; 404 for anyone else. */
export async function getRun(db: Queryable, viewer: Viewer, id: string): Promise<RunRow> {
  const [row] = isUuid(id) ? await db.select().from(runs).where(eq(runs.id, id)) : [];
  if (!row || !canSeeRun(viewer, row)) throw notFound(RUN_NOT_FOUND);
  return row;
}

/** A run of the caller's own, to work or share; 404 for anyone else, admins included. */
export async function getOwnRun(db: Queryable, viewer: Viewer, id: string): Promise<RunRow> {
  const row = await getRun(db, viewer, id);
  if (!canWorkRun(viewer, row)) throw notFound(RUN_NOT_FOUND);
  return row;
}

/** A run's stops in their order, each with its code's place. */
export async function listStops(db: Queryable, runId: string): Promise<StopRow[]> {
  return db
    .select({
      ...placeColumns,
      state: runStops.state,
      stateAt: runStops.stateAt,
      deliveryKey: runStops.deliveryKey,
    })
    .from(runStops)
    .innerJoin(zarcodes, eq(zarcodes.id, runStops.zarcodeId))
    .where(eq(runStops.runId, runId))
    .orderBy(asc(runStops.position));
}

/** Whether a run has a live read-only link. */
export async function isRunShared(db: Queryable, runId: string): Promise<boolean> {
  const [row] = await db.select({ id: runLinks.id }).from(runLinks).where(and(eq(runLinks.runId, runId), eq(runLinks.kind, 'view')));
  return row !== undefined;
}

/**
 * Applies a courier's changes: each stop's state unless the state kept is newer (changes made offline
 * arrive late, and two phones may send theirs), and the order. Changes sent again change nothing. A
 * stop no longer in the run (its code was deleted) is passed over, so that a phone's queue never
 * sticks; stops the order leaves out keep their place after the others. 400 for an order naming a stop twice.
 */
export async function updateRun(db: Queryable, run: RunRow, body: UpdateRunBody): Promise<{ run: RunRow; stops: StopRow[] }> {
  if (body.order && new Set(body.order).size !== body.order.length) throw badRequest(RUN_ORDER_MESSAGE);
  return db.transaction(async (tx) => {
    const stops = await listStops(tx, run.id);
    const byCode = new Map(stops.map((stop) => [stop.code, stop]));
    for (const change of body.stops) {
      const stop = byCode.get(change.zarcode);
      const at = new Date(change.at);
      if (!stop || (stop.stateAt && stop.stateAt > at)) continue;
      await tx
        .update(runStops)
        .set({ state: change.state, stateAt: at })
        .where(and(eq(runStops.runId, run.id), eq(runStops.zarcodeId, stop.id)));
    }
    if (body.order) {
      const named = body.order.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
      const rest = stops.filter((stop) => !body.order!.includes(stop.code));
      const ordered = [...named, ...rest];
      for (const [position, stop] of ordered.entries()) {
        await tx
          .update(runStops)
          .set({ position })
          .where(and(eq(runStops.runId, run.id), eq(runStops.zarcodeId, stop.id)));
      }
    }
    const [updated] = await tx.update(runs).set({ updatedAt: sql`now()` }).where(eq(runs.id, run.id)).returning();
    return { run: updated!, stops: await listStops(tx, run.id) };
  });
}

export async function deleteRun(db: Queryable, runId: string): Promise<void> {
  await db.delete(runs).where(eq(runs.id, runId));
}

/** A new link of `kind` to the run, in place of its earlier one of that kind; the token is in the URL only. */
export async function makeRunLink(db: Queryable, runId: string, kind: RunLinkKind, publicUrl: string): Promise<string> {
  const token = newSecret(RUN_LINK_TOKEN_BYTES);
  await db.transaction(async (tx) => {
    await tx.delete(runLinks).where(and(eq(runLinks.runId, runId), eq(runLinks.kind, kind)));
    await tx.insert(runLinks).values({ runId, kind, tokenHash: sha256Hex(token) });
  });
  return `${publicUrl.replace(/\/+$/, '')}${runLinkPath(token)}`;
}

/** The read-only link stops working. */
export async function stopSharingRun(db: Queryable, runId: string): Promise<void> {
  await db.delete(runLinks).where(and(eq(runLinks.runId, runId), eq(runLinks.kind, 'view')));
}

/** The run a link's token opens, and the link's kind; 404 for a token no live link has. */
export async function getRunByLink(db: Queryable, token: string): Promise<{ run: RunRow; kind: RunLinkKind }> {
  const [found] = await db
    .select({ run: runs, kind: runLinks.kind })
    .from(runLinks)
    .innerJoin(runs, eq(runs.id, runLinks.runId))
    .where(eq(runLinks.tokenHash, sha256Hex(token)));
  if (!found) throw notFound(RUN_LINK_INVALID_MESSAGE);
  return found;
}

