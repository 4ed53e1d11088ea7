import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/maps-content/endpoints';
import type { MapsContentInput, MapsContentKind, SetHiddenInput } from '../../domain/maps-content/schemas';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';

export const mapsContentKeys = {
  all: ['admin', 'maps', 'content'] as const,
  list: (filters: MapsContentInput) => ['admin', 'maps', 'content', filters] as const,
};

/** Public codes or creators, shown and hidden. */
export function useMapsContentQuery(filters: MapsContentInput) {
  return useAdminListQuery(mapsContentKeys.list(filters), endpoints.adminListMapsContentEndpoint, filters);
}

/** Hide with a reason, or show again. */
export function useSetHiddenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: MapsContentKind; id: string; body: SetHiddenInput }) =>
      api.call(endpoints.adminSetMapsContentHiddenEndpoint, { params: { kind, id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
