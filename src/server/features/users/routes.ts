import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import { userStatsReplySchema } from '../../../domain/user/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import { declareAccess } from '../../plugins/access';
import { getUserStats } from './service';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, 'user');
    app.get('/stats', {
      schema: {
        tags: ['user'],
        response: { 200: userStatsReplySchema, 401: errorReplySchema },
      },
      handler: async (request) => getUserStats(deps.db, actorOf(request)),
    });
  };
}
