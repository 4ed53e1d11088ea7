import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import { bundleHistoryReplySchema, bundleListReplySchema, bundleSchema, bundleStatsReplySchema, grantBundleBodySchema } from '../../../domain/bundles/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { auditContextOf } from '../audit/context';
import { getBundleStats, grantBundle, listActiveBundles, listBundles } from './service';

const guardErrors = errorReplies(401, 403);

export function bundleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'bundles' });
    app.get('/active', {
      schema: { response: { 200: bundleListReplySchema, ...guardErrors } },
      handler: async (request) => listActiveBundles(deps.db, actorOf(request).id),
    });

    app.get('/', {
      schema: { response: { 200: bundleHistoryReplySchema, ...guardErrors } },
      handler: async (request) => listBundles(deps.db, actorOf(request).id),
    });

    app.get('/stats', {
      schema: { response: { 200: bundleStatsReplySchema, ...guardErrors } },
      handler: async (request) => getBundleStats(deps.db, actorOf(request).id),
    });
  };
}

export function adminBundleRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });
    app.post('/users/:id/bundles', {
      schema: {
        params: z.object({ id: z.uuid({ error: 'User not found' }) }),
        body: grantBundleBodySchema,
        response: { 201: bundleSchema, 400: errorReplySchema, 404: errorReplySchema, ...guardErrors },
      },
      handler: async (request, reply) => {
        const bundle = await grantBundle(deps.db, auditContextOf(request), {
          userId: request.params.id,
          bundleType: request.body.bundleType,
        });
        return reply.code(201).send(bundle);
      },
    });
  };
}
