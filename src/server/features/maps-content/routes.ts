import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../domain/api/schemas';
import { mapsContentItemReplySchema, mapsContentParamsSchema, mapsContentQuerySchema, mapsContentReplySchema, setHiddenBodySchema } from '../../../domain/maps-content/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { adminCallOf } from '../audit/context';
import { listMapsContent, setHidden } from './service';

const errors = errorReplies(400, 401, 403, 404);

/** /api/admin/maps/content: public codes and creators, hidden from public lists or shown again. */
export function mapsContentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });

    app.get('/', {
      schema: { querystring: mapsContentQuerySchema, response: { 200: mapsContentReplySchema, ...errors } },
      handler: async (request) => listMapsContent(deps.db, request.query),
    });

    app.put('/:kind/:id', {
      schema: {
        params: mapsContentParamsSchema,
        body: setHiddenBodySchema,
        response: { 200: mapsContentItemReplySchema, ...errors },
      },
      handler: async (request) => {
        const { kind, id } = request.params;
        const item = await setHidden(deps.db, adminCallOf(request), kind, id, request.body);
        const what = kind === 'creator' ? 'Creator' : 'Code';
        return {
          item,
          message: request.body.hidden ? `${what} hidden from the public maps and lists` : `${what} shown on the public maps and lists again`,
        };
      },
    });
  };
}
