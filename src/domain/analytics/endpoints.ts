import { endpoint, loaded } from '../api/endpoint';

// The admin dashboard's figures, counted by South African days.

const analytics = () => import('./schemas');
const errors = [400, 401, 403] as const;

/** The business at a glance: users, codes, creators, revenue this month and in all, and what awaits an admin. */
export const adminGetStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/stats',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(analytics, (s) => ({ response: { 200: s.adminStatsReplySchema } })),
});

/** The chart's figures for the last `days` days, today included. */
export const adminGetDailyAnalyticsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/daily-analytics',
  access: 'admin',
  tags: ['admin'],
  errors,
  schemas: loaded(analytics, (s) => ({ querystring: s.dailyAnalyticsQuerySchema, response: { 200: s.dailyAnalyticsReplySchema } })),
});
