import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { tooManyRequests } from '../errors';

interface LimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowMinutes: number;
  /** What the limit is counted by; requests without one are not counted. */
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * A per-route limit answering 429 `{ message }` with Retry-After. Counted in memory per instance:
 * behind a load balancer each instance counts on its own, which still bounds guessing by the
 * instance count. Several limits may guard one route (per IP and per e-mail): each counts.
 */
export function rateLimit(app: FastifyInstance, options: LimitOptions): preHandlerHookHandler {
  // createRateLimit rather than app.rateLimit: the latter marks the request once it has been
  // counted, so the second limit of a route would silently never count.
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMinutes * 60_000,
    keyGenerator: (request) => options.key(request) ?? '',
  });
  return async (request, reply) => {
    if (options.key(request) === undefined) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    const minutes = Math.max(1, Math.ceil(result.ttl / 60_000));
    throw tooManyRequests(`Too many attempts. Please try again in ${minutes} minute(s).`);
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
