import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplySchema } from '../../../domain/api/schemas';
import {
  adminStatsReplySchema,
  dailyAnalyticsQuerySchema,
  dailyAnalyticsReplySchema,
} from '../../../domain/analytics/schemas';
import type { AppDeps } from '../../deps';
import { declareAccess } from '../../plugins/access';
import { getAdminStats, getDailyAnalytics } from './service';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 403: errorReplySchema };

/** /api/admin/stats and /api/admin/daily-analytics: the admin dashboard's figures, in South African time. */
export function adminStatsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    declareAccess(app, 'admin');

    app.get('/stats', {
      schema: { tags: ['admin'], response: { 200: adminStatsReplySchema, ...errors } },
      handler: async () => getAdminStats(deps.db),
    });

    app.get('/daily-analytics', {
      schema: { tags: ['admin'], querystring: dailyAnalyticsQuerySchema, response: { 200: dailyAnalyticsReplySchema, ...errors } },
      handler: async (request) => getDailyAnalytics(deps.db, request.query.days),
    });
  };
}
