import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

/**
 * What browsers and proxies may keep of an answer that depends on who asks, and of any error: nothing.
 * A copy kept by a shared computer's browser or a proxy would show one person's answer to the next.
 */
export const NOT_STORED = 'no-store';

const GROUP_CACHING = Symbol('groupCaching');
/** Fastify makes each plugin's scope with Object.create(parent): a value set on a scope is seen by the scopes inside it. */
type Scope = FastifyInstance & { [GROUP_CACHING]?: string };

/**
 * The Cache-Control of every public route of this scope (and the scopes inside it) that does not
 * declare its own: for routes a library registers (the API docs' pages); ours declare it by endpoint.
 */
export function declareCaching(scope: FastifyInstance, caching: string): void {
  (scope as Scope)[GROUP_CACHING] = caching;
}

/**
 * Every API answer says how it may be kept, errors included. A route whose access level is not
 * 'public' reads a token or an API key, so what it answers depends on who asks (an 'optionalUser'
 * route too): `no-store`, always. A public route declares its caching, a decision made for it
 * (its endpoint's `caching`, or declareCaching for a library's routes); a public route that
 * declares none stops the app from being built. The header is written as the answer leaves
 * (onSend), so that the guards' 401 and 403 get it too; a header the handler set itself on a
 * successful answer stays, and an error is never kept whatever the route declared (a missing
 * photo must not be a 404 kept for a year).
 * Register after registerAccessControl, whose level this reads, and before the routes. The value
 * is also written into the OpenAPI document (`x-cache-control`).
 */
export function registerCaching(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const access = route.config?.access;
    // Only API routes have an access level; the web app's pages and files set their own.
    if (access === undefined) return;
    const name = `${String(route.method)} ${route.url}`;
    if (access !== 'public' && route.config?.caching !== undefined) {
      throw new Error(`${name} answers by who asks, so it is never stored: it may not declare caching`);
    }
    const caching = access === 'public' ? (route.config?.caching ?? (this as Scope)[GROUP_CACHING]) : NOT_STORED;
    if (caching === undefined) {
      throw new Error(`${name} is public and declares no caching: give its endpoint a caching`);
    }
    route.config = { ...route.config, caching };
    const openApi = { 'x-cache-control': caching };
    route.schema = { ...route.schema, ...openApi };
    route.onSend = [writeCaching(caching), ...[route.onSend ?? []].flat()];
  });
}

function writeCaching(caching: string): onSendHookHandler {
  return (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) reply.header('cache-control', NOT_STORED);
    else if (!reply.hasHeader('cache-control')) reply.header('cache-control', caching);
    done(null, payload);
  };
}
