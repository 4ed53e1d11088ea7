import type { FastifyInstance } from 'fastify';
import type { Access } from '../../domain/api/access';
import { declareAccess } from './access';
import { declareCaching } from './caching';
import { declareDocTag } from './doc-tags';

/**
 * What a route plugin says once for all its routes: who may call them, their API docs section, and,
 * for its public routes, how their answers may be kept (the Cache-Control; plugins/caching.ts).
 */
export interface RouteGroup {
  access: Access;
  docTag: string;
  caching?: string;
}

/**
 * A route group's access level, API docs section and public caching, for every route of this scope
 * (and the scopes inside it). A route that differs says so itself (`config: { access, caching }`,
 * `schema: { tags }`).
 */
export function declareRouteGroup(scope: FastifyInstance, group: RouteGroup): void {
  declareAccess(scope, group.access);
  declareDocTag(scope, group.docTag);
  if (group.caching !== undefined) declareCaching(scope, group.caching);
}
