import { useQuery } from '@tanstack/react-query';
import type { PublicSettingsReply } from '../../domain/settings/schemas';
import { api } from './client';
import { pathOfKey } from './query-client';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => ['settings', 'public'] as const,
};

/** GET /api/settings/public: maps key, tile URL, support e-mail and the GTM container id. */
export function usePublicSettingsQuery() {
  return useQuery({
    queryKey: settingsKeys.public(),
    queryFn: ({ queryKey, signal }) => api.get<PublicSettingsReply>(pathOfKey(queryKey), { signal }),
  });
}
