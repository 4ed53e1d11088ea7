import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { CHANGE_WINDOW_MS } from '../../../domain/change-requests/change-requests';
import type { Queryable } from '../../db/client';
import { changeRequests } from '../../db/schema';

/*
 * The two steps of a move that the code's edit runs inside its own transaction (features/zarcodes),
 * kept here so that the change-request table is written by this feature only.
 */

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/** Approvals given after this moment are still in their window at `now`. */
export const windowCutoff = (now: Date) => new Date(now.getTime() - CHANGE_WINDOW_MS);

/** Approved, with the window open at `now`. */
export const isInWindowAt = (now: Date) =>
  and(eq(changeRequests.status, 'approved'), gt(changeRequests.approvedAt, windowCutoff(now)))!;

/**
 * The code's approved request whose window is open at `now`, locked until the transaction ends (so
 * that two saves of a move cannot both apply it), or null.
 */
export async function lockOpenWindow(tx: Queryable, zarcodeId: string, now: Date): Promise<ChangeRequestRow | null> {
  const [row] = await tx
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.zarcodeId, zarcodeId), isInWindowAt(now)))
    .orderBy(desc(changeRequests.approvedAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

type Point = { latitude: string; longitude: string };

/** Marks the request applied, with the code's position before and after the move. */
export async function markApplied(
  tx: Queryable,
  requestId: string,
  move: { from: Point; to: Point; at: Date },
): Promise<void> {
  await tx
    .update(changeRequests)
    .set({
      status: 'applied',
      appliedAt: move.at,
      previousLatitude: move.from.latitude,
      previousLongitude: move.from.longitude,
      newLatitude: move.to.latitude,
      newLongitude: move.to.longitude,
      updatedAt: sql`now()`,
    })
    .where(and(eq(changeRequests.id, requestId), eq(changeRequests.status, 'approved')));
}
