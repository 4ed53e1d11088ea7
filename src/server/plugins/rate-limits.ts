import { and, eq, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { tooManyRequests } from '../errors';
import { countRateLimitRefusal } from '../infra/metrics';

export interface RateLimitHit {
  /** Hits in the key's current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/** A hit that may have been refused (see RateLimitStore.hitWithin). */
export interface CappedRateLimitHit extends RateLimitHit {
  /** Whether this hit was counted: false when the window already held `max`. */
  isCounted: boolean;
}

/**
 * Rate-limit counts in the database, so that every server instance counts together and a restart
 * forgets nothing. A key's window starts at its first hit and lasts `windowMs`.
 */
export interface RateLimitStore {
  /** Counts one hit (or `count` at once), in one atomic statement. */
  hit(key: string, windowMs: number, count?: number): Promise<RateLimitHit>;
  /**
   * Counts one hit only while the window holds fewer than `max`, in one atomic statement, so that
   * refused calls never use up the window. Not counted: `hits` is the window's count as read after.
   */
  hitWithin(key: string, windowMs: number, max: number): Promise<CappedRateLimitHit>;
  /** The key's current window without counting anything: 0 hits and a whole `windowMs` when none. */
  peek(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one hit of the current window back (an attempt that turned out right). */
  takeBack(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
  /** Deletes the counts of windows that have ended; answers how many. */
  deleteExpired(): Promise<number>;
}

export function createRateLimitStore(db: Database): RateLimitStore {
  const counter = rateLimitCounters;
  const hasEnded = sql`${counter.resetsAt} <= now()`;
  const window = {
    hits: counter.hits,
    resetInMs: sql<number>`ceil(extract(epoch from ${counter.resetsAt} - now()) * 1000)::integer`,
  };
  /** One hit in one statement; with `max`, the row is left alone while its window holds `max`. */
  const upsertHit = (key: string, windowMs: number, max?: number, count = 1) => {
    const windowEnd = sql`now() + ${windowMs}::integer * interval '1 millisecond'`;
    // On a conflict every SET expression reads the row as it was: both see the same window.
    return db
      .insert(counter)
      .values({ key, hits: count, resetsAt: windowEnd })
      .onConflictDoUpdate({
        target: counter.key,
        set: {
          hits: sql`case when ${hasEnded} then ${count}::integer else ${counter.hits} + ${count}::integer end`,
          resetsAt: sql`case when ${hasEnded} then excluded.resets_at else ${counter.resetsAt} end`,
        },
        // Checked on the row as it is once locked: of concurrent hits, only `max` pass.
        ...(max === undefined ? {} : { setWhere: or(hasEnded, lt(counter.hits, max)) }),
      })
      .returning(window);
  };
  const readWindow = async (key: string): Promise<RateLimitHit | undefined> => {
    const [row] = await db.select(window).from(counter).where(and(eq(counter.key, key), gt(counter.resetsAt, sql`now()`)));
    return row;
  };
  return {
    async hit(key, windowMs, count = 1) {
      const [row] = await upsertHit(key, windowMs, undefined, count);
      return row!;
    },
    async hitWithin(key, windowMs, max) {
      const [counted] = max > 0 ? await upsertHit(key, windowMs, max) : [];
      if (counted) return { ...counted, isCounted: true };
      // A window that ended since the refusal is reported as ending now (a retry at once may pass).
      return { ...((await readWindow(key)) ?? { hits: 0, resetInMs: 0 }), isCounted: false };
    },
    async peek(key, windowMs) {
      return (await readWindow(key)) ?? { hits: 0, resetInMs: windowMs };
    },
    async takeBack(key) {
      await db
        .update(counter)
        .set({ hits: sql`${counter.hits} - 1` })
        .where(and(eq(counter.key, key), gt(counter.hits, 0), gt(counter.resetsAt, sql`now()`)));
    },
    async clear(key) {
      await db.delete(counter).where(eq(counter.key, key));
    },
    async deleteExpired() {
      const deleted = await db
        .delete(counter)
        .where(lte(counter.resetsAt, sql`now()`))
        .returning({ key: counter.key });
      return deleted.length;
    },
  };
}

/**
 * The answer of a limit that is reached, with Retry-After; counted in the metrics under `limit`.
 * @param limit what the limit counts and by what: the first two parts of its counter key ('recovery:ip')
 */
export function limitReached(
  limit: string,
  resetInMs: number,
  message: (retryAfterSeconds: number) => string = tryAgainInMinutes,
) {
  countRateLimitRefusal(limit);
  const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return tooManyRequests(message(retryAfterSeconds), retryAfterSeconds);
}

/**
 * The limit a counter key belongs to, as the metrics name it: keys are `<limit>:<counted by>:<who>`
 * ('recovery:ip:10.0.0.1'), and the first two parts name the limit without naming anyone.
 */
export const limitNameOf = (key: string) => key.split(':', 2).join(':');

const tryAgainInMinutes = (retryAfterSeconds: number) =>
  `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`;

interface LimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowMinutes: number;
  /**
   * What the limit is counted by, as `<limit>:<counted by>:<who>` (byIp, byUser, byBodyEmail);
   * requests without one are not counted.
   */
  key: (request: FastifyRequest) => string | undefined;
  /** The 429 message (default: 'Too many attempts. Please try again in N minute(s).'). */
  message?: (retryAfterSeconds: number) => string;
}

/**
 * A per-route limit answering 429 `{ message }` with Retry-After, counted in the database across
 * instances (app.rateLimits). Several limits may guard one route (per IP and per e-mail): each
 * counts every request it sees, refused ones included.
 */
export function rateLimit(app: FastifyInstance, options: LimitOptions): preHandlerHookHandler {
  const windowMs = options.windowMinutes * 60_000;
  return async (request) => {
    const key = options.key(request);
    if (key === undefined) return;
    const { hits, resetInMs } = await app.rateLimits.hit(key, windowMs);
    if (hits > options.max) throw limitReached(limitNameOf(key), resetInMs, options.message);
  };
}

export const byIp = (scope: string) => (request: FastifyRequest) => `${scope}:ip:${request.ip}`;

/** Counts by the signed-in caller; anonymous requests are not counted. */
export const byUser = (scope: string) => (request: FastifyRequest) =>
  request.actor ? `${scope}:user:${request.actor.id}` : undefined;

/** Counts by the e-mail in the body, lower-cased, so guessing one account from many IPs is slowed. */
export const byBodyEmail = (scope: string) => (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `${scope}:email:${email.trim().toLowerCase()}` : undefined;
};
