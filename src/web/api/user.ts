import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/user/endpoints';
import type { UpdateProfileInput, UserStatsReply } from '../../domain/user/schemas';
import { session } from '../session/session';
import { api } from './client';
import { callOrFallbackQueryFn } from './query-client';

export const userKeys = {
  all: ['user'] as const,
  stats: () => ['user', 'stats'] as const,
  profile: () => ['user', 'profile'] as const,
  /** GET /api/user-location */
  location: () => ['user-location'] as const,
};

export const USER_STATS_STALE_MS = 5 * 60 * 1000;

/** GET /api/user/stats, signed in only; cached 5 minutes; a failure reads as null. */
export function useUserStatsQuery(enabled: boolean) {
  return useQuery<UserStatsReply | null>({
    queryKey: userKeys.stats(),
    queryFn: callOrFallbackQueryFn(endpoints.userStatsEndpoint, (stats): UserStatsReply | null => stats, null),
    enabled,
    staleTime: USER_STATS_STALE_MS,
  });
}

/** GET /api/user-location: where the generator's map starts (the mean of the user's codes, else Cape Town). */
export function useUserLocationQuery() {
  return useQuery({
    queryKey: userKeys.location(),
    queryFn: ({ signal }) => api.call(endpoints.userLocationEndpoint, {}, { signal }),
  });
}

/** GET /api/user/profile: the caller's own account. */
export function useProfileQuery() {
  return useQuery({
    queryKey: userKeys.profile(),
    queryFn: ({ signal }) => api.call(endpoints.getProfileEndpoint, {}, { signal }),
  });
}

/** PUT /api/user/profile: the answer replaces the cached profile and the session's user (names in the menu). */
export function useUpdateProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => api.call(endpoints.updateProfileEndpoint, { body }),
    onSuccess: (reply) => {
      client.setQueryData(userKeys.profile(), reply);
      session.updateUser(reply.user);
    },
  });
}

/**
 * PUT /api/user/password: the server ends the user's other sessions and answers a fresh token for
 * this one, which replaces the old token here.
 */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; confirmPassword?: string }) =>
      api.call(endpoints.changePasswordEndpoint, { body }),
    onSuccess: ({ token }) => {
      const user = session.getUser();
      if (user) session.setSession(token, user);
    },
  });
}
