import type { FastifyReply, FastifyRequest, onResponseAsyncHookHandler } from 'fastify';
import { API_KEY_HEADER, API_KEY_PREFIX, DEFAULT_API_RATE_LIMIT, type ApiKeyScope, type ApiRateLimit } from '../../domain/developers/api-keys';
import { exceededWindow, msUntilSouthAfricanMidnight, rateLimitHeaders, retryAfterSeconds, type LimitWindow } from '../../domain/developers/rate-limit';
import { actingRole } from '../../domain/auth/second-factor';
import type { ApiCaller } from '../actor';
import type { Database } from '../db/client';
import { HttpError, forbidden, unauthorized } from '../errors';
import { countRateLimitRefusal } from '../infra/metrics';
import { keyAllows, findApiKeyBySecret, recordApiKeyUse } from '../features/developers';
import { type AuthGuards, bearerToken } from './auth';
import type { RateLimitHit, RateLimitStore } from './rate-limits';

export const INVALID_API_KEY_MESSAGE = 'Invalid API key';
export const REVOKED_API_KEY_MESSAGE = 'This API key has been revoked';

/** The API key a request presents: the X-Api-Key header, or a bearer token that is a key (`zc_...`). */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER];
  if (typeof header === 'string') return header.trim();
  const bearer = bearerToken(request);
  return bearer?.startsWith(API_KEY_PREFIX) ? bearer : null;
}

/** The caller the API guard found (an /api/v1 route's handler: the guard has run). */
export function apiCallerOf(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw unauthorized();
  return request.apiCaller;
}

/** Whose count a batch of codes goes to (the day's unknown codes): the key's, or the signed-in user's. */
export const batchCallerOf = (caller: ApiCaller) => (caller.apiKeyId ? `key:${caller.apiKeyId}` : `user:${caller.userId}`);

export type ApiGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The guards of /api/v1 routes, run in onRequest like every access check (plugins/access.ts):
 * who calls (a key, or a signed-in user's token for the developer page), their rate limit, then
 * the scope. Both limit windows are counted in the database (rate_limit_counters), so they hold
 * across server instances: per second, and per South African day. Every answer carries the
 * RateLimit-* headers; a call beyond a limit gets 429 with Retry-After.
 *
 * Only served calls use up the day: the second's window is counted first, and a call it refuses, or
 * one refused for its scope, only reads the day's window for the headers. Each window is counted
 * with a capped increment in one statement (hitWithin), so a refused call counts in neither and
 * concurrent calls on several instances can never together pass a limit. (Counting refused calls on
 * the day let a burst beyond 10 a second lock a key out for the rest of the day.)
 */
export function createApiGuards(rateLimits: RateLimitStore, db: Database, auth: AuthGuards, options: { isAdminTotpRequired: boolean }) {
  async function callerOf(request: FastifyRequest): Promise<{ caller: ApiCaller; scopes: readonly string[]; limit: ApiRateLimit }> {
    const secret = apiKeyOf(request);
    if (secret === null) {
      await auth.requireUser(request);
      const actor = request.actor!;
      return {
        caller: { userId: actor.id, role: actor.role, apiKeyId: null },
        scopes: ['read', 'write'],
        limit: DEFAULT_API_RATE_LIMIT,
      };
    }
    const key = secret.startsWith(API_KEY_PREFIX) ? await findApiKeyBySecret(db, secret) : null;
    if (!key || !key.isOwnerActive) throw unauthorized(INVALID_API_KEY_MESSAGE);
    if (key.isRevoked) throw unauthorized(REVOKED_API_KEY_MESSAGE);
    // A key acts as its owner does: an admin who must still set up the second factor, as a user.
    const role = actingRole(key.role, key.hasOwnerTotp, options.isAdminTotpRequired);
    return { caller: { userId: key.userId, role, apiKeyId: key.id }, scopes: key.scopes, limit: key.rateLimit };
  }

  /** A window as the headers tell it; a refused call stands as the one beyond the limit. */
  const windowOf = (limit: number, windowSeconds: number, hit: RateLimitHit & { isCounted?: boolean }): LimitWindow => ({
    limit,
    windowSeconds,
    hits: hit.isCounted === false ? limit + 1 : hit.hits,
    resetInMs: hit.resetInMs,
  });

  function refuse(windows: LimitWindow[], exceeded: LimitWindow): never {
    const seconds = retryAfterSeconds(exceeded);
    const which = exceeded.windowSeconds === 1 ? `${exceeded.limit} requests a second` : `${exceeded.limit} requests a day`;
    countRateLimitRefusal(exceeded.windowSeconds === 1 ? 'api:second' : 'api:day');
    throw new HttpError(429, `Rate limit of ${which} reached. Try again in ${seconds} s.`, {
      ...rateLimitHeaders(windows),
      'retry-after': String(seconds),
    });
  }

  const guardFor =
    (scope: ApiKeyScope): ApiGuard =>
    async (request, reply) => {
      const { caller, scopes, limit } = await callerOf(request);
      request.apiCaller = caller;
      const who = caller.apiKeyId ? `key:${caller.apiKeyId}` : `user:${caller.userId}`;
      const dayKey = `api:${who}:day`;
      const dayMs = msUntilSouthAfricanMidnight(Date.now());
      const second = windowOf(limit.perSecond, 1, await rateLimits.hitWithin(`api:${who}:second`, 1000, limit.perSecond));
      const dayAsItIs = async () => windowOf(limit.perDay, 86_400, await rateLimits.peek(dayKey, dayMs));
      if (exceededWindow([second])) refuse([second, await dayAsItIs()], second);
      if (!keyAllows(scopes, scope)) {
        reply.headers(rateLimitHeaders([second, await dayAsItIs()]));
        throw forbidden(`This API key lacks the '${scope}' scope`);
      }
      const day = windowOf(limit.perDay, 86_400, await rateLimits.hitWithin(dayKey, dayMs, limit.perDay));
      if (exceededWindow([day])) refuse([second, day], day);
      reply.headers(rateLimitHeaders([second, day]));
    };

  return { apiRead: guardFor('read'), apiWrite: guardFor('write') };
}

/**
 * Counts each answered call of a key in its daily usage, after the answer has gone out. Added to the
 * /api/v1 scope only, so that no other route (the hot public lookup) pays for the hook.
 */
export function recordApiUsage(db: Database): onResponseAsyncHookHandler {
  return async (request, reply) => {
    const keyId = request.apiCaller?.apiKeyId;
    if (!keyId) return;
    await recordApiKeyUse(db, keyId, reply.statusCode === 429).catch((error: unknown) => {
      request.log.warn({ err: error }, 'API key usage not recorded');
    });
  };
}
