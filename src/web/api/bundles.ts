import { useQuery } from '@tanstack/react-query';
import { listActiveBundlesEndpoint } from '../../domain/bundles/endpoints';
import { api } from './client';

export const bundleKeys = {
  all: ['bundles'] as const,
  active: () => ['bundles', 'active'] as const,
};

/** GET /api/bundles/active: the caller's bundles with codes left, soonest to expire first. */
export function useActiveBundlesQuery(enabled = true) {
  return useQuery({
    queryKey: bundleKeys.active(),
    queryFn: ({ signal }) => api.call(listActiveBundlesEndpoint, {}, { signal }),
    enabled,
  });
}
