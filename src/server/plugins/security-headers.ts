import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Which set of security headers an answer gets: the web app's own, the embed page's (framable by
 * any site), or the JSON API's.
 */
export type SecurityHeadersPolicy = 'app' | 'embed' | 'api';

declare module 'fastify' {
  interface FastifyContextConfig {
    securityHeaders?: SecurityHeadersPolicy;
  }
}

/**
 * The JSON API's headers: what OWASP's REST cheat sheet asks of an API (no framing, no sniffing,
 * HTTPS only, no referrer leaks, and a policy that lets nothing load), without the directives that
 * only a web page reads. Half the bytes of the app's headers on the busiest answer, the code lookup.
 */
export const API_SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** What the web's pages may load, and where their forms may go. */
export interface PageSources {
  /** The map tile URL (TILE_URL): tiles may come from an operator's plain-http tile server. */
  tileUrl: string;
  /** Whether Google Tag Manager is loaded (GTM_ID): its script and Analytics are allowed only then. */
  isTagManagerOn: boolean;
  /** Where the payment page's signed form is posted, by the browser straight to PayFast (sandbox and live). */
  paymentGateways: string[];
}

/** The web app's page policy, and the embed page's: the same, but framable by any site. */
export function pagePolicies({ tileUrl, isTagManagerOn, paymentGateways }: PageSources): Record<Exclude<SecurityHeadersPolicy, 'api'>, HelmetOptions> {
  const directives = {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', new URL(tileUrl.replace(/[{}]/g, '')).origin],
    scriptSrc: ["'self'", ...(isTagManagerOn ? ['https://www.googletagmanager.com'] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...(isTagManagerOn ? ['https://www.google-analytics.com'] : [])],
    frameAncestors: ["'self'"],
    formAction: ["'self'", ...new Set(paymentGateways.map((url) => new URL(url).origin))],
    upgradeInsecureRequests: null,
  };
  return {
    app: { contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false },
    // /embed/{code} is made to be shown in an iframe on any site; the rest stays frame-ancestors 'self'.
    embed: { contentSecurityPolicy: { directives: { ...directives, frameAncestors: ['*'] } }, crossOriginEmbedderPolicy: false, frameguard: false },
  };
}

/** The API's paths, but not its documentation, which is a web page. */
const isApiAnswer = (request: FastifyRequest) => request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');

/**
 * Helmet's security headers on every answer, each policy's middleware built once at start-up
 * (@fastify/helmet builds it again, directives parsed anew, on every request: 5% of the code
 * lookup's CPU time, bench/README.md). API paths get the API policy; a route may choose another
 * with `config: { securityHeaders: 'embed' }`.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  policies: Record<Exclude<SecurityHeadersPolicy, 'api'>, HelmetOptions>,
) {
  const middleware = { app: helmet(policies.app), embed: helmet(policies.embed), api: helmet(API_SECURITY_HEADERS) };
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.routeOptions.config.securityHeaders ?? (isApiAnswer(request) ? 'api' : 'app');
    middleware[policy](request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
