import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { BundleType } from '../../src/domain/bundles/bundles';
import type { ZarcodeRecord } from '../../src/domain/zarcode/schemas';
import { bundles, zarcodeViewCounts, zarcodes } from '../../src/server/db/schema';
import { grantBundle, listActiveBundles } from '../../src/server/features/bundles/service';
import { codeViews, viewCountOfCode } from '../../src/server/features/zarcodes';
import type { TestApp, TestUser } from './app';

/** A create payload that passes every rule: a point in Cape Town's city centre. */
export function zarcodeInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Blue gate, Long Street',
    description: 'Ring the bell twice',
    latitude: -33.9249,
    longitude: 18.4241,
    addressLine1: '12 Long Street',
    addressLine2: '',
    suburb: 'Cape Town City Centre',
    city: 'Cape Town',
    province: 'Western Cape',
    privacy: 'public',
    termsConfirmed: true,
    country: 'South Africa',
    useBundle: true,
    ...overrides,
  };
}

/**
 * Gives `user` a bundle straight in the database, as an admin's grant would (the grant endpoint
 * has tests of its own). `credits` leaves that many codes in it; `expiresAt` dates it.
 */
export async function giveBundle(
  app: TestApp,
  user: TestUser,
  options: { bundleType?: BundleType; credits?: number; expiresAt?: Date } = {},
) {
  const asAdmin = { actorId: user.id, actorEmail: user.email, actorRole: 'admin', ip: null };
  const bundle = await grantBundle(app.deps.db, asAdmin, { userId: user.id, bundleType: options.bundleType ?? 'enterprise' });
  if (options.credits !== undefined || options.expiresAt) {
    await app.deps.db
      .update(bundles)
      .set({
        ...(options.credits !== undefined ? { creditsRemaining: options.credits } : {}),
        ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
      })
      .where(eq(bundles.id, bundle.id));
  }
  return bundle;
}

/** Credits the user has left across active bundles. */
export async function creditsLeft(app: TestApp, user: TestUser): Promise<number> {
  const active = await listActiveBundles(app.deps.db, user.id);
  return active.reduce((sum, bundle) => sum + bundle.creditsRemaining, 0);
}

export interface ZarcodeOverrides extends Record<string, unknown> {
  /** Backdates the code (set in the database after it is made). */
  createdAt?: Date;
  /** Sets its all-time views (in the database: its count, and the search rank the count's trigger sets). */
  views?: number;
}

/**
 * A code made through POST /api/zarcodes on the bundle path, as `user` would make it; a bundle is
 * granted first when the user has no credit left. Answers the record as its owner sees it.
 */
export async function createZarcode(
  app: TestApp,
  user: TestUser,
  overrides: ZarcodeOverrides = {},
): Promise<ZarcodeRecord> {
  const { createdAt, views, ...fields } = overrides;
  if ((await creditsLeft(app, user)) === 0) await giveBundle(app, user);
  const answer = await app.request<ZarcodeRecord>('POST', '/api/zarcodes', {
    token: user.token,
    body: zarcodeInput(fields),
  });
  expect(answer.status, answer.text).toBe(201);
  if (createdAt) await app.deps.db.update(zarcodes).set({ createdAt }).where(eq(zarcodes.id, answer.body.id));
  if (views !== undefined) await setViews(app, answer.body.id, views);
  if (createdAt || views !== undefined) {
    return { ...answer.body, ...(createdAt ? { createdAt: createdAt.toISOString() } : {}), ...(views !== undefined ? { views } : {}) };
  }
  return answer.body;
}

/** Sets a code's all-time views, as the view counter keeps them (its trigger keeps the search rank). */
export async function setViews(app: TestApp, zarcodeId: string, views: number): Promise<void> {
  await app.deps.db
    .insert(zarcodeViewCounts)
    .values({ zarcodeId, views })
    .onConflictDoUpdate({ target: zarcodeViewCounts.zarcodeId, set: { views } });
}

/** A code's all-time views as stored (0 when it has no count), by its code. */
export async function storedViews(app: TestApp, code: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ views: codeViews })
    .from(zarcodes)
    .leftJoin(zarcodeViewCounts, viewCountOfCode)
    .where(eq(zarcodes.code, code));
  if (!row) throw new Error(`No code ${code}`);
  return row.views;
}
