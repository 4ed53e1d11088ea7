import type { FastifyInstance } from 'fastify';
import { type Access, declareAccess } from './access';
import { declareDocTag } from './doc-tags';

/** What a route plugin says once for all its routes: who may call them, and their API docs section. */
export interface RouteGroup {
  access: Access;
  docTag: string;
}

/**
 * A route group's access level and its API docs section, for every route of this scope (and the
 * scopes inside it). A route that differs says so itself (`config: { access }`, `schema: { tags }`).
 */
export function declareRouteGroup(scope: FastifyInstance, group: RouteGroup): void {
  declareAccess(scope, group.access);
  declareDocTag(scope, group.docTag);
}
