import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Which set of security headers a route sends: the app's own, or the embed page's. */
export type SecurityHeadersPolicy = 'app' | 'embed';

declare module 'fastify' {
  interface FastifyContextConfig {
    securityHeaders?: SecurityHeadersPolicy;
  }
}

/**
 * Helmet's security headers on every answer, each policy's middleware built once at start-up
 * (@fastify/helmet builds it again, directives parsed anew, on every request: 5% of the code
 * lookup's CPU time, bench/README.md). A route picks the embed policy with
 * `config: { securityHeaders: 'embed' }`.
 */
export function registerSecurityHeaders(app: FastifyInstance, policies: Record<SecurityHeadersPolicy, HelmetOptions>) {
  const middleware = { app: helmet(policies.app), embed: helmet(policies.embed) };
  app.addHook('onRequest', (request, reply, done) => {
    middleware[request.routeOptions.config.securityHeaders ?? 'app'](request.raw, reply.raw, (error) =>
      done(error as Error | undefined),
    );
  });
}
