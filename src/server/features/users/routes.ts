import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { userStatsReplySchema } from '../../../domain/user/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { getUserStats } from './service';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/stats', {
      schema: {
        tags: ['user'],
        response: { 200: userStatsReplySchema, 401: errorReplySchema },
      },
      preHandler: deps.guards.requireUser,
      handler: async (request) => getUserStats(deps.db, actorOf(request)),
    });
  };
}
