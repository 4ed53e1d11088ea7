import { useQuery } from '@tanstack/react-query';
import type { UserStatsReply } from '../../domain/user/schemas';
import { api } from './client';
import { pathOfKey } from './query-client';

export const userKeys = {
  all: ['user'] as const,
  stats: () => ['user', 'stats'] as const,
};

export const USER_STATS_STALE_MS = 5 * 60 * 1000;

/** GET /api/user/stats, signed in only; cached 5 minutes; a failure reads as null. */
export function useUserStatsQuery(enabled: boolean) {
  return useQuery<UserStatsReply | null>({
    queryKey: userKeys.stats(),
    queryFn: async ({ queryKey, signal }) => {
      try {
        return await api.get<UserStatsReply>(pathOfKey(queryKey), { signal });
      } catch {
        return null;
      }
    },
    enabled,
    staleTime: USER_STATS_STALE_MS,
  });
}
