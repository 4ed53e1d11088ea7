import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { BUNDLES, bundleExpiry, type BundleType } from '../../../domain/bundles/bundles';
import type { Bundle, BundleHistoryItem, BundleStatsReply } from '../../../domain/bundles/schemas';
import type { Database, Queryable } from '../../db/client';
import { newestFirst } from '../../db/lists';
import { bundles, users } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit, type AuditContext } from '../audit';
import { presentBundle, presentBundleHistoryItem, type BundleRow } from './presenter';


const isActive = (userId: string) =>
  and(eq(bundles.userId, userId), gt(bundles.creditsRemaining, 0), gt(bundles.expiresAt, sql`now()`));

/** The caller's bundles with codes left and time left, soonest to expire first. */
export async function listActiveBundles(db: Database, userId: string): Promise<Bundle[]> {
  const rows = await db.select().from(bundles).where(isActive(userId)).orderBy(asc(bundles.expiresAt));
  return rows.map(presentBundle);
}

/**
 * Takes one credit from the caller's soonest-expiring active bundle, inside the caller's
 * transaction. The conditional UPDATE re-checks `credits_remaining > 0` under the row lock, so two
 * concurrent requests can never spend the same credit. Returns false when no credit is left.
 */
export async function consumeBundleCredit(tx: Queryable, userId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [candidate] = await tx
      .select({ id: bundles.id })
      .from(bundles)
      .where(isActive(userId))
      .orderBy(asc(bundles.expiresAt))
      .limit(1);
    if (!candidate) return false;
    const [spent] = await tx
      .update(bundles)
      .set({ creditsRemaining: sql`${bundles.creditsRemaining} - 1` })
      .where(and(eq(bundles.id, candidate.id), gt(bundles.creditsRemaining, 0)))
      .returning({ id: bundles.id });
    if (spent) return true;
  }
  return false;
}

/** An admin gives a user a complimentary bundle (goodwill, support, partners); recorded in the audit log. */
export async function grantBundle(
  db: Database,
  audit: AuditContext,
  input: { userId: string; bundleType: BundleType },
): Promise<Bundle> {
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound('User not found');
  const row = await db.transaction(async (tx) => {
    const granted = await insertBundle(tx, input.userId, input.bundleType, new Date(), { grantedBy: audit.actorId });
    await recordAudit(tx, audit, {
      action: 'bundle.grant',
      targetType: 'user',
      targetId: input.userId,
      after: { bundleId: granted.id, userEmail: user.email, bundleType: granted.bundleType, codes: granted.totalCodes, expiresAt: granted.expiresAt },
    });
    return granted;
  });
  return presentBundle(row);
}

/** A full bundle of its type's codes, valid from `startsAt`, given (grantedBy) or bought (paymentId). */
async function insertBundle(
  db: Queryable,
  userId: string,
  bundleType: BundleType,
  startsAt: Date,
  origin: { grantedBy: string } | { paymentId: string },
): Promise<BundleRow> {
  const codes = BUNDLES[bundleType].codes;
  const [row] = await db
    .insert(bundles)
    .values({ userId, bundleType, totalCodes: codes, creditsRemaining: codes, expiresAt: bundleExpiry(startsAt), ...origin })
    .returning();
  return row!;
}

/**
 * The bundle a completed payment bought, inside the grant's transaction. The bundle keeps the
 * payment's id (unique), so one payment never makes two bundles.
 */
export async function createPaidBundle(
  tx: Queryable,
  input: { userId: string; bundleType: BundleType; paymentId: string; purchasedAt: Date },
): Promise<BundleRow> {
  return insertBundle(tx, input.userId, input.bundleType, input.purchasedAt, { paymentId: input.paymentId });
}

/** A bundle by id, or null. */
export async function findBundle(db: Queryable, id: string): Promise<BundleRow | null> {
  const [row] = await db.select().from(bundles).where(eq(bundles.id, id)).limit(1);
  return row ?? null;
}

/** Every bundle the caller has had, newest first, with whether it can still be used. */
export async function listBundles(db: Database, userId: string, now = new Date()): Promise<BundleHistoryItem[]> {
  const rows = await db
    .select()
    .from(bundles)
    .where(eq(bundles.userId, userId))
    .orderBy(...newestFirst(bundles));
  return rows.map((row) => presentBundleHistoryItem(row, now));
}

/** The caller's credits across all their bundles. */
export async function getBundleStats(db: Database, userId: string, now = new Date()): Promise<BundleStatsReply> {
  const rows = await db.select().from(bundles).where(eq(bundles.userId, userId));
  const active = rows.filter((row) => row.expiresAt > now && row.creditsRemaining > 0);
  const expired = rows.filter((row) => row.expiresAt <= now);
  const sum = (list: BundleRow[], pick: (row: BundleRow) => number) => list.reduce((total, row) => total + pick(row), 0);
  const nextExpiry = active.map((row) => row.expiresAt.getTime()).sort((a, b) => a - b)[0];
  return {
    totalBundles: rows.length,
    activeBundles: active.length,
    creditsRemaining: sum(active, (row) => row.creditsRemaining),
    creditsTotal: sum(rows, (row) => row.totalCodes),
    creditsUsed: sum(rows, (row) => row.totalCodes - row.creditsRemaining),
    creditsExpired: sum(expired, (row) => row.creditsRemaining),
    nextExpiresAt: nextExpiry === undefined ? null : new Date(nextExpiry).toISOString(),
  };
}
