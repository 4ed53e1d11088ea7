import type { FastifyInstance, RouteOptions } from 'fastify';

const GROUP_TAG = Symbol('groupTag');
/** As with declareAccess: a tag set on a plugin's scope is seen by the scopes inside it. */
type Scope = FastifyInstance & { [GROUP_TAG]?: string };

/** The API docs' section (OpenAPI tag) of every route of this scope that names none itself. */
export function declareDocTag(scope: FastifyInstance, tag: string): void {
  (scope as Scope)[GROUP_TAG] = tag;
}

/** Gives each route without tags its group's declareDocTag. Register before the routes. */
export function registerDocTags(app: FastifyInstance): void {
  app.addHook('onRoute', function (this: FastifyInstance, route: RouteOptions) {
    const tag = (this as Scope)[GROUP_TAG];
    if (tag !== undefined && !route.schema?.tags) route.schema = { ...route.schema, tags: [tag] };
  });
}
