import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';

interface LimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowMinutes: number;
  /** What the limit is counted by; requests without one are not counted. */
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * A per-route limit answering 429 `{ message }`. Counted in memory per instance: behind a load
 * balancer each instance counts on its own, which still bounds guessing by the instance count.
 */
export function rateLimit(app: FastifyInstance, options: LimitOptions): preHandlerHookHandler {
  return app.rateLimit({
    max: options.max,
    timeWindow: options.windowMinutes * 60_000,
    hook: 'preHandler',
    keyGenerator: (request) => options.key(request) ?? `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).`,
    }),
  });
}

export const byIp = (scope: string) => (request: FastifyRequest) => `${scope}:ip:${request.ip}`;

/** Counts by the e-mail in the body, lower-cased, so guessing one account from many IPs is slowed. */
export const byBodyEmail = (scope: string) => (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `${scope}:email:${email.trim().toLowerCase()}` : undefined;
};
