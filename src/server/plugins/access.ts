import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import type { ApiGuard } from './api-keys';
import type { AuthGuards } from './auth';

/**
 * Who may call a route: anyone without a token being read ('public'), anyone with the caller made
 * known when a token is sent ('optionalUser'; a bad token is still refused), or only signed-in
 * users, admins or super admins. The versioned API's routes take an API key with the `read` or
 * `write` scope, or a signed-in user's token ('apiRead', 'apiWrite'; plugins/api-keys.ts), each
 * call counted against the caller's rate limit.
 */
export const ACCESS_LEVELS = ['public', 'optionalUser', 'user', 'admin', 'superAdmin', 'apiRead', 'apiWrite'] as const;
const API_LEVELS: readonly Access[] = ['apiRead', 'apiWrite'];
export type Access = (typeof ACCESS_LEVELS)[number];

const GROUP_ACCESS = Symbol('groupAccess');
/** Fastify makes each plugin's scope with Object.create(parent): a level set on a scope is seen by the scopes inside it. */
type Scope = FastifyInstance & { [GROUP_ACCESS]?: Access };

/**
 * The access level of every route of this scope (and the scopes inside it) that does not declare its
 * own. A route plugin says it with its docs section in one call: declareRouteGroup (route-group.ts).
 */
export function declareAccess(scope: FastifyInstance, access: Access): void {
  (scope as Scope)[GROUP_ACCESS] = access;
}

/** An API route takes a key (X-Api-Key or a `zc_` bearer) or a signed-in user's token. */
const API_SECURITY: Record<string, string[]>[] = [{ apiKey: [] }, { bearerAuth: [] }];

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Every API route says who may call it (`config: { access }` on the route, or declareRouteGroup /
 * declareAccess on its group), and the check runs in onRequest: before the body is read, parsed or
 * validated, so that nobody learns a route's fields and limits from a 400, 413 or 415 before being
 * refused. A route under /api that declares nothing stops the app from being built. Register before
 * the routes.
 * The level is also written into the OpenAPI document (`x-access`; public routes need no token).
 */
export function registerAccessControl(
  app: FastifyInstance,
  guards: AuthGuards,
  apiGuards: Record<'apiRead' | 'apiWrite', ApiGuard>,
): void {
  const guardOf: Record<Exclude<Access, 'public'>, onRequestHookHandler> = {
    optionalUser: guards.optionalUser,
    user: guards.requireUser,
    admin: guards.requireAdmin,
    superAdmin: guards.requireSuperAdmin,
    apiRead: apiGuards.apiRead,
    apiWrite: apiGuards.apiWrite,
  };
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access ?? (this as Scope)[GROUP_ACCESS];
    if (access === undefined) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no access level: give the route config: { access } or its group declareRouteGroup()`,
      );
    }
    route.config = { ...route.config, access };
    const security = access === 'public' ? [] : API_LEVELS.includes(access) ? API_SECURITY : undefined;
    const openApi = { 'x-access': access, ...(security ? { security } : {}) };
    route.schema = { ...route.schema, ...openApi };
    if (access !== 'public') route.onRequest = [guardOf[access], ...[route.onRequest ?? []].flat()];
  });
}
