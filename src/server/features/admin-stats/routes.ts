import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../../domain/api/schemas';
import { adminStatsReplySchema, dailyAnalyticsQuerySchema, dailyAnalyticsReplySchema } from '../../../domain/analytics/schemas';
import type { AppDeps } from '../../deps';
import { declareRouteGroup } from '../../plugins/route-group';
import { getAdminStats, getDailyAnalytics } from './service';

const errors = errorReplies(400, 401, 403);

/** /api/admin/stats and /api/admin/daily-analytics: the admin dashboard's figures, in South African time. */
export function adminStatsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareRouteGroup(app, { access: 'admin', docTag: 'admin' });

    app.get('/stats', {
      schema: { response: { 200: adminStatsReplySchema, ...errors } },
      handler: async () => getAdminStats(deps.db),
    });

    app.get('/daily-analytics', {
      schema: { querystring: dailyAnalyticsQuerySchema, response: { 200: dailyAnalyticsReplySchema, ...errors } },
      handler: async (request) => getDailyAnalytics(deps.db, request.query.days),
    });
  };
}
