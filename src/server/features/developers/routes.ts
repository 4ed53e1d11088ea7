import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/developers/endpoints';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { route } from '../../plugins/endpoints';
import { presentApiKey } from './presenter';
import { createApiKey, getRevocableApiKey, listApiKeys, listApiUsage, revokeApiKey } from './service';

/** /api/developers: a signed-in user's API keys and their usage (the /developers page). */
export function developerRoutes(deps: AppDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    await route(app, endpoints.listApiKeysEndpoint, async (request) => ({
      apiKeys: (await listApiKeys(db, actorOf(request).id)).map(presentApiKey),
    }));

    await route(app, endpoints.createApiKeyEndpoint, async (request, reply) => {
      const { row, secret } = await createApiKey(db, actorOf(request).id, request.body);
      return reply.code(201).send({ apiKey: presentApiKey(row), secret });
    });

    await route(
      app,
      endpoints.revokeApiKeyEndpoint,
      async (request) => presentApiKey(await revokeApiKey(db, actorOf(request), request.params.id)),
      { owner: { name: 'apiKeyManager', param: 'id', check: (viewer, id) => getRevocableApiKey(db, viewer, id) } },
    );

    await route(app, endpoints.listApiUsageEndpoint, async (request) => ({
      usage: await listApiUsage(db, actorOf(request).id, request.query.days),
    }));
  };
}
