// The one place where Fastify's types are augmented.
import type { Actor } from './plugins/auth';
import type { RateLimitStore } from './plugins/rate-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth guards; null when anonymous. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** The database's rate-limit counts, which every rateLimit() of a route counts in. */
    rateLimits: RateLimitStore;
  }
}
