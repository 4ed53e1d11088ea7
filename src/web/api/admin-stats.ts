import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminStatsReply, DailyAnalyticsReply } from '../../domain/analytics/schemas';
import { api } from './client';

export const adminStatsKeys = {
  all: ['admin', 'stats'] as const,
  daily: (days: number) => ['admin', 'daily-analytics', days] as const,
};

/** GET /api/admin/stats: read each time the dashboard opens. */
export function useAdminStatsQuery() {
  return useQuery({
    queryKey: adminStatsKeys.all,
    queryFn: ({ signal }) => api.get<AdminStatsReply>('/admin/stats', { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/daily-analytics?days: the chart's days; the last span stays shown while another loads. */
export function useDailyAnalyticsQuery(days: number) {
  return useQuery({
    queryKey: adminStatsKeys.daily(days),
    queryFn: ({ signal }) => api.get<DailyAnalyticsReply>('/admin/daily-analytics', { query: { days }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
