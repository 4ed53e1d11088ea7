import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/bundles/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { auditContextOf } from '../audit';
import { getBundleStats, grantBundle, listActiveBundles, listBundles } from './service';

export function bundleRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.listActiveBundlesEndpoint, async (request) => listActiveBundles(deps.db, actorOf(request).id));

    await route(app, endpoints.listBundlesEndpoint, async (request) => listBundles(deps.db, actorOf(request).id));

    await route(app, endpoints.bundleStatsEndpoint, async (request) => getBundleStats(deps.db, actorOf(request).id));
  };
}

export function adminBundleRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.adminGrantBundleEndpoint, async (request, reply) => {
      const bundle = await grantBundle(deps.db, auditContextOf(request), {
        userId: request.params.id,
        bundleType: request.body.bundleType,
      });
      return reply.code(201).send(bundle);
    });
  };
}
