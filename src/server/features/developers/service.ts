import { and, desc, eq, gte, isNull, max, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/auth/roles';
import { API_KEY_PREFIX, API_KEY_RANDOM_BYTES, DEFAULT_API_RATE_LIMIT, MAX_ACTIVE_API_KEYS, apiKeyHint, type ApiKeyScope } from '../../../domain/developers/api-keys';
import type { CreateApiKeyBody } from '../../../domain/developers/schemas';
import type { Viewer } from '../../actor';
import type { Database, Queryable } from '../../db/client';
import { apiKeyDailyUsage, apiKeys, users } from '../../db/schema';
import { isUuid } from '../../db/values';
import { conflict, notFound } from '../../errors';
import { newSecret, sha256Hex } from '../../infra/secrets';
import { canRevokeApiKey } from './policy';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export interface ApiKeyWithUse extends ApiKeyRow {
  lastUsedAt: Date | null;
}

export const API_KEY_NOT_FOUND = 'API key not found';

/** Today in South Africa, as the database reads it (the day usage is counted under). */
const southAfricanToday = sql`(now() at time zone 'Africa/Johannesburg')::date`;

/**
 * A new key for `userId`, with the published rate limit; answers the row and the key itself, which
 * is never stored (only its SHA-256) and so can be shown only now. 409 beyond the active keys allowed.
 */
export async function createApiKey(
  db: Database,
  userId: string,
  body: CreateApiKeyBody,
): Promise<{ row: ApiKeyWithUse; secret: string }> {
  return db.transaction(async (tx) => {
    // The owner's row is locked so that two requests at once cannot both take the last place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const active = await tx.$count(apiKeys, and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (active >= MAX_ACTIVE_API_KEYS) {
      throw conflict(`You have ${MAX_ACTIVE_API_KEYS} active API keys: revoke one you no longer use first.`);
    }
    const secret = newSecret(API_KEY_RANDOM_BYTES, API_KEY_PREFIX);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: body.name,
        hint: apiKeyHint(secret),
        keyHash: sha256Hex(secret),
        scopes: body.scopes,
        requestsPerSecond: DEFAULT_API_RATE_LIMIT.perSecond,
        requestsPerDay: DEFAULT_API_RATE_LIMIT.perDay,
      })
      .returning();
    return { row: { ...row!, lastUsedAt: null }, secret };
  });
}

const lastUsedAt = sql<Date | null>`(select ${max(apiKeyDailyUsage.lastUsedAt)} from ${apiKeyDailyUsage} where ${eq(apiKeyDailyUsage.apiKeyId, apiKeys.id)})`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

/** The caller's keys, newest first, revoked ones included (their usage still reads). */
export async function listApiKeys(db: Queryable, userId: string): Promise<ApiKeyWithUse[]> {
  return db
    .select({ ...apiKeysColumns(), lastUsedAt })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
}

function apiKeysColumns() {
  const { id, userId, name, hint, keyHash, scopes, requestsPerSecond, requestsPerDay, createdAt, revokedAt } = apiKeys;
  return { id, userId, name, hint, keyHash, scopes, requestsPerSecond, requestsPerDay, createdAt, revokedAt };
}

/**
 * A key `viewer` may revoke (policy.ts: its owner, or an admin); anyone else is told it does not
 * exist. The revoke route asks it before the body is read, then again.
 */
export async function getRevocableApiKey(db: Queryable, viewer: Viewer, id: string): Promise<ApiKeyWithUse> {
  const [found] = isUuid(id) ? await db.select({ ...apiKeysColumns(), lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, id)) : [];
  if (!found || !canRevokeApiKey(viewer, found)) throw notFound(API_KEY_NOT_FOUND);
  return found;
}

/** Revokes a key at once (its next call answers 401). Revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Queryable, viewer: Viewer, id: string): Promise<ApiKeyWithUse> {
  const found = await getRevocableApiKey(db, viewer, id);
  if (found.revokedAt) return found;
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return { ...(revoked ?? found), lastUsedAt: found.lastUsedAt };
}

/** The caller's keys' requests per day over the last `days` South African days, newest first. */
export async function listApiUsage(db: Queryable, userId: string, days: number) {
  return db
    .select({
      apiKeyId: apiKeyDailyUsage.apiKeyId,
      day: apiKeyDailyUsage.day,
      requests: apiKeyDailyUsage.requests,
      refused: apiKeyDailyUsage.refused,
    })
    .from(apiKeyDailyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyDailyUsage.apiKeyId))
    .where(and(eq(apiKeys.userId, userId), gte(apiKeyDailyUsage.day, sql`${southAfricanToday} - ${days - 1}::integer`)))
    .orderBy(desc(apiKeyDailyUsage.day), apiKeys.createdAt);
}

/** A key as a call presents it: who it acts for, what it may do, its limit and whether it still works. */
export interface PresentedApiKey {
  id: string;
  userId: string;
  role: Role;
  scopes: ApiKeyScope[];
  rateLimit: { perSecond: number; perDay: number };
  isRevoked: boolean;
  isOwnerActive: boolean;
  /** The owner signs in with a second factor (an admin needs one to act as admin, where ADMIN_MFA requires it). */
  hasOwnerTotp: boolean;
}

/** The key a call presents, by its hash (one index probe), or null when no key has it. */
export async function findApiKeyBySecret(db: Queryable, secret: string): Promise<PresentedApiKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      role: users.role,
      scopes: apiKeys.scopes,
      perSecond: apiKeys.requestsPerSecond,
      perDay: apiKeys.requestsPerDay,
      revokedAt: apiKeys.revokedAt,
      isOwnerActive: users.isActive,
      hasOwnerTotp: sql<boolean>`${users.totpEnabledAt} is not null`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, sha256Hex(secret)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    role: row.role,
    scopes: row.scopes as ApiKeyScope[],
    rateLimit: { perSecond: row.perSecond, perDay: row.perDay },
    isRevoked: row.revokedAt !== null,
    isOwnerActive: row.isOwnerActive,
    hasOwnerTotp: row.hasOwnerTotp,
  };
}

/** Counts one answered call of a key under today's South African day (refused: answered 429). */
export async function recordApiKeyUse(db: Queryable, apiKeyId: string, refused: boolean): Promise<void> {
  const refusedIncrement = refused ? 1 : 0;
  await db
    .insert(apiKeyDailyUsage)
    .values({ apiKeyId, day: southAfricanToday, requests: 1, refused: refusedIncrement })
    .onConflictDoUpdate({
      target: [apiKeyDailyUsage.apiKeyId, apiKeyDailyUsage.day],
      set: {
        requests: sql`${apiKeyDailyUsage.requests} + 1`,
        refused: sql`${apiKeyDailyUsage.refused} + ${refusedIncrement}::integer`,
        lastUsedAt: sql`now()`,
      },
    });
}
