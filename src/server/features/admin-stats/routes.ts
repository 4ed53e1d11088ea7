import type { FastifyPluginAsync } from 'fastify';
import * as endpoints from '../../../domain/analytics/endpoints';
import type { AppDeps } from '../../deps';
import { route } from '../../plugins/endpoints';
import { getAdminStats, getDailyAnalytics } from './service';

/** /api/admin/stats and /api/admin/daily-analytics: the admin dashboard's figures, in South African time. */
export function adminStatsRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await route(app, endpoints.adminGetStatsEndpoint, async () => getAdminStats(deps.db));

    await route(app, endpoints.adminGetDailyAnalyticsEndpoint, async (request) => getDailyAnalytics(deps.db, request.query.days));
  };
}
