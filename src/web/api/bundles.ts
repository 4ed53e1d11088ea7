import { useQuery } from '@tanstack/react-query';
import { bundleStatsEndpoint, listActiveBundlesEndpoint, listBundlesEndpoint } from '../../domain/bundles/endpoints';
import { api } from './client';

export const bundleKeys = {
  all: ['bundles'] as const,
  active: () => ['bundles', 'active'] as const,
  history: () => ['bundles', 'history'] as const,
  stats: () => ['bundles', 'stats'] as const,
};

/** GET /api/bundles/active: the caller's bundles with codes left, soonest to expire first. */
export function useActiveBundlesQuery(enabled = true) {
  return useQuery({
    queryKey: bundleKeys.active(),
    queryFn: ({ signal }) => api.call(listActiveBundlesEndpoint, {}, { signal }),
    enabled,
  });
}

/** GET /api/bundles: every bundle the caller has had, used up and expired ones too, newest first. */
export function useBundlesQuery() {
  return useQuery({
    queryKey: bundleKeys.history(),
    queryFn: ({ signal }) => api.call(listBundlesEndpoint, {}, { signal }),
  });
}

/** GET /api/bundles/stats: the caller's codes across their bundles (left, used, expired). */
export function useBundleStatsQuery() {
  return useQuery({
    queryKey: bundleKeys.stats(),
    queryFn: ({ signal }) => api.call(bundleStatsEndpoint, {}, { signal }),
  });
}
