import { useQuery } from '@tanstack/react-query';
import { publicSettingsEndpoint } from '../../domain/settings/endpoints';
import { api } from './client';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => ['settings', 'public'] as const,
};

/** GET /api/settings/public: maps key, tile URL, support e-mail and the GTM container id. */
export function usePublicSettingsQuery() {
  return useQuery({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => api.call(publicSettingsEndpoint, {}, { signal }),
  });
}
