import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { CodeLookupLimit } from '../features/zarcodes';
import type { Access } from '../../domain/api/access';

/** Admins look after every code: their calls are not guesses. */
const TRUSTED_LEVELS: readonly Access[] = ['admin', 'superAdmin'];

/**
 * Every /api route that names a code by its text in its path (`/:code`: the lookup, suggestions, QR
 * code, print, saving a code, access details, the v1 lookup, a code's owner's changes) is counted
 * against the caller's address by the code lookup limit (features/zarcodes/lookup-limit.ts): refused
 * with 429 before anything is read while the address is past it, and a 404 answer counts as a miss.
 * Derived from the path, so a new route taking a code is limited without anyone remembering to.
 * Register after registerAccessControl (plugins/access.ts), whose access level tells admins' routes.
 */
export function registerCodeLookupLimit(app: FastifyInstance, limit: CodeLookupLimit): void {
  const counted = new WeakSet<FastifyRequest>();
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || !/\/:code(\/|$)/.test(route.url)) return;
    if (TRUSTED_LEVELS.includes(route.config?.access as Access)) return;
    const admit = async (request: FastifyRequest) => {
      if (await limit.admit(request.ip, (request.params as { code?: string }).code ?? '')) counted.add(request);
    };
    const countMiss = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 404 && counted.has(request)) await limit.recordMiss(request.ip);
      return payload;
    };
    // First, before the access guard and the owner rule: a refusal of someone else's code (403) and
    // of no code at all (404) tell a walker which codes exist, so both count.
    route.onRequest = [admit, ...[route.onRequest ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), countMiss];
  });
}
