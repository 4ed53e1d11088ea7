import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, errorReplySchema } from '../../../domain/api/schemas';
import { apiKeyListReplySchema, apiKeyParamsSchema, apiKeySchema, apiUsageQuerySchema, apiUsageReplySchema, createApiKeyBodySchema, createApiKeyReplySchema } from '../../../domain/developers/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { declareRouteGroup } from '../../plugins/route-group';
import { presentApiKey } from './presenter';
import { createApiKey, getRevocableApiKey, listApiKeys, listApiUsage, revokeApiKey } from './service';

const errors = errorReplies(400, 401, 403);

/** /api/developers: a signed-in user's API keys and their usage (the /developers page). */
export function developerRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    declareRouteGroup(app, { access: 'user', docTag: 'developers' });

    app.get('/keys', {
      schema: { response: { 200: apiKeyListReplySchema, ...errors } },
      handler: async (request) => ({ apiKeys: (await listApiKeys(db, actorOf(request).id)).map(presentApiKey) }),
    });

    app.post('/keys', {
      schema: {
        description: 'Makes a key and answers it this once: only its SHA-256 is kept.',
        body: createApiKeyBodySchema,
        response: { 201: createApiKeyReplySchema, 409: errorReplySchema, ...errors },
      },
      handler: async (request, reply) => {
        const { row, secret } = await createApiKey(db, actorOf(request).id, request.body);
        return reply.code(201).send({ apiKey: presentApiKey(row), secret });
      },
    });

    app.delete('/keys/:id', {
      config: { owner: { name: 'apiKeyManager', param: 'id', check: (viewer, id) => getRevocableApiKey(db, viewer, id) } },
      schema: {
        description: "Revokes a key at once: its next call answers 401. The owner's or, for an admin, anyone's.",
        params: apiKeyParamsSchema,
        response: { 200: apiKeySchema, 404: errorReplySchema, ...errors },
      },
      handler: async (request) => presentApiKey(await revokeApiKey(db, actorOf(request), request.params.id)),
    });

    app.get('/usage', {
      schema: {
        querystring: apiUsageQuerySchema,
        response: { 200: apiUsageReplySchema, ...errors },
      },
      handler: async (request) => ({ usage: await listApiUsage(db, actorOf(request).id, request.query.days) }),
    });
  };
}
