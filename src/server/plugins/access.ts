import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Access } from '../../domain/api/access';
import { viewerOfApiCaller, type Viewer } from '../actor';
import { unauthorized } from '../errors';
import type { ApiGuard } from './api-keys';
import type { AuthGuards } from './auth';

const API_LEVELS: readonly Access[] = ['apiRead', 'apiWrite'];

const GROUP_ACCESS = Symbol('groupAccess');
/** Fastify makes each plugin's scope with Object.create(parent): a level set on a scope is seen by the scopes inside it. */
type Scope = FastifyInstance & { [GROUP_ACCESS]?: Access };

/**
 * The access level of every route of this scope (and the scopes inside it) that does not declare its
 * own: for routes a library registers (the API docs' pages). Our own routes take theirs from their
 * endpoint (plugins/endpoints.ts).
 */
export function declareAccess(scope: FastifyInstance, access: Access): void {
  (scope as Scope)[GROUP_ACCESS] = access;
}

/**
 * Who may act on the record a route's path names, or the standing a route needs of its caller (being
 * a creator): a route's second declaration after its access level (`config: { access, owner }`).
 * `check` throws the very refusal the route's handler would throw for this caller (403 or 404, in the
 * same words), asking the feature's policy.ts, and returns for anyone the handler would serve. It
 * reads the path parameter as sent, once the path has passed the route's check of it and before
 * anything else is read or validated, in one indexed query.
 */
export interface OwnerRule {
  /** Who passes, in the API docs (x-owner): 'zarcodeManager', 'creator'... */
  name: string;
  /** The path parameter naming the record; none for a rule about the caller alone. */
  param?: string;
  /** `value` is the parameter as sent ('' for a rule without one). */
  check(viewer: NonNullable<Viewer>, value: string): Promise<unknown>;
}

/** The caller the guard found: a signed-in user, or an API key's owner. */
function viewerOf(request: FastifyRequest): NonNullable<Viewer> {
  const viewer = request.apiCaller ? viewerOfApiCaller(request.apiCaller) : request.actor;
  if (!viewer) throw unauthorized();
  return viewer;
}

/**
 * Whether the path passes the route's own check of it. One that does not names no record: it is left
 * to that check, whose 400 is about the path and comes before anything about the body.
 */
function isPathValid(request: FastifyRequest): boolean {
  if (!request.routeOptions.schema?.params) return true;
  // As Fastify reads a validator's answer: false (a JSON schema's), or { error } (a zod schema's).
  const result: unknown = request.validateInput(request.params, 'params');
  return result !== false && !(result as { error?: unknown } | undefined)?.error;
}

/** The onRequest hook that checks a route's owner rule once the guard has found the caller. */
function ownerCheck(rule: OwnerRule): onRequestHookHandler {
  return async (request) => {
    if (!isPathValid(request)) return;
    const value = rule.param ? (request.params as Record<string, string | undefined>)[rule.param] : undefined;
    await rule.check(viewerOf(request), value ?? '');
  };
}

/**
 * A route that reads nothing but its path before its handler (GET or HEAD with no query string): the
 * handler's own refusal is the first answer already, so its owner rule is not checked twice.
 */
const readsOnlyItsPath = (route: RouteOptions) =>
  [route.method].flat().every((method) => method === 'GET' || method === 'HEAD') && !route.schema?.querystring;

/** Why a route's owner rule cannot be checked, or null when it can. */
function ownerRuleMistake(route: RouteOptions, access: Access, rule: OwnerRule): string | null {
  if (access === 'public' || access === 'optionalUser') return 'has an owner rule but may be called by anyone: give it a signed-in level';
  if (rule.param && !route.url.split('/').includes(`:${rule.param}`)) return `has an owner rule on :${rule.param}, which its path lacks`;
  return null;
}

/** An API route takes a key (X-Api-Key or a `zc_` bearer) or a signed-in user's token. */
const API_SECURITY: Record<string, string[]>[] = [{ apiKey: [] }, { bearerAuth: [] }];

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Every API route says who may call it (its endpoint's access, put in `config: { access }` by
 * route(); declareAccess for a library's routes), and the check runs in onRequest: before the body is read, parsed or
 * validated, so that nobody learns a route's fields and limits from a 400, 413 or 415 before being
 * refused. A route under /api that declares nothing stops the app from being built. Register before
 * the routes.
 * A route on one user's record says whose it must be (`config: { owner }`, an OwnerRule): checked
 * right after the guard, also before the body is read, so that someone else is refused as the
 * handler would refuse them instead of learning the route's fields first.
 * The level is also written into the OpenAPI document (`x-access`; public routes need no token), and
 * the owner rule by its name (`x-owner`).
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
        `${String(route.method)} ${route.url} declares no access level: declare it by an endpoint (domain/<concept>/endpoints.ts) registered with route()`,
      );
    }
    const owner = route.config?.owner;
    const mistake = owner ? ownerRuleMistake(route, access, owner) : null;
    if (mistake) throw new Error(`${String(route.method)} ${route.url} ${mistake}`);
    route.config = { ...route.config, access };
    const security = access === 'public' ? [] : API_LEVELS.includes(access) ? API_SECURITY : undefined;
    const openApi = { 'x-access': access, ...(owner ? { 'x-owner': owner.name } : {}), ...(security ? { security } : {}) };
    route.schema = { ...route.schema, ...openApi };
    if (access === 'public') return;
    const checks = owner && !readsOnlyItsPath(route) ? [guardOf[access], ownerCheck(owner)] : [guardOf[access]];
    route.onRequest = [...checks, ...[route.onRequest ?? []].flat()];
  });
}
