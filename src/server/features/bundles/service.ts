import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { BUNDLES, bundleExpiry, type BundleType } from '../../../domain/bundles/bundles';
import type { Bundle } from '../../../domain/bundles/schemas';
import type { Database, Queryable } from '../../db/client';
import { bundles, users } from '../../db/schema';
import { notFound } from '../../errors';

type BundleRow = typeof bundles.$inferSelect;

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

/** An admin gives a user a complimentary bundle (goodwill, support, partners). */
export async function grantBundle(
  db: Database,
  input: { userId: string; bundleType: BundleType; grantedBy: string },
): Promise<Bundle> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound('User not found');
  const codes = BUNDLES[input.bundleType].codes;
  const [row] = await db
    .insert(bundles)
    .values({
      userId: input.userId,
      bundleType: input.bundleType,
      totalCodes: codes,
      creditsRemaining: codes,
      expiresAt: bundleExpiry(new Date()),
      grantedBy: input.grantedBy,
    })
    .returning();
  return presentBundle(row!);
}

export function presentBundle(row: BundleRow): Bundle {
  return {
    id: row.id,
    bundleType: row.bundleType,
    totalZarcodes: row.totalCodes,
    remainingZarcodes: row.creditsRemaining,
    creditsRemaining: row.creditsRemaining,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
