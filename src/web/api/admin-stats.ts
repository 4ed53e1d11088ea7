import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/analytics/endpoints';
import { api } from './client';

export const adminStatsKeys = {
  all: ['admin', 'stats'] as const,
  daily: (days: number) => ['admin', 'daily-analytics', days] as const,
};

/** The dashboard's figures: read each time the dashboard opens. */
export function useAdminStatsQuery() {
  return useQuery({
    queryKey: adminStatsKeys.all,
    queryFn: ({ signal }) => api.call(endpoints.adminGetStatsEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

/** The chart's days; the last span stays shown while another loads. */
export function useDailyAnalyticsQuery(days: number) {
  return useQuery({
    queryKey: adminStatsKeys.daily(days),
    queryFn: ({ signal }) => api.call(endpoints.adminGetDailyAnalyticsEndpoint, { query: { days } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
