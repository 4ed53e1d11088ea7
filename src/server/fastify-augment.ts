// The one place where Fastify's types are augmented.
import type { Actor, ApiCaller } from './actor';
import type { Access } from '../domain/api/access';
import type { Endpoint } from '../domain/api/endpoint';
import type { OwnerRule } from './plugins/access';
import type { RateLimitStore } from './plugins/rate-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth guards; null when anonymous. */
    actor: Actor | null;
    /** The caller of a /api/v1 route (an API key or a signed-in user), set by the API guards. */
    apiCaller: ApiCaller | null;
  }

  interface FastifyContextConfig {
    /** The endpoint the route was registered from (plugins/endpoints.ts); every route under /api has one. */
    endpoint?: Endpoint;
    /** Who may call the route (plugins/access.ts); every route under /api has one. */
    access?: Access;
    /** Whose the record in the route's path must be, checked before the body is read (plugins/access.ts). */
    owner?: OwnerRule;
    /** A public route's Cache-Control (plugins/caching.ts); every other API route's answers are never stored. */
    caching?: string;
  }

  interface FastifyInstance {
    /** The database's rate-limit counts, which every rateLimit() of a route counts in. */
    rateLimits: RateLimitStore;
  }
}
