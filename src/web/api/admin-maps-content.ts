import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MapsContentInput, MapsContentItemReply, MapsContentKind, MapsContentReply, SetHiddenInput } from '../../domain/maps-content/schemas';
import { api } from './client';
import { useAdminListQueryByPath } from './admin-list-query';

export const mapsContentKeys = {
  all: ['admin', 'maps', 'content'] as const,
  list: (filters: MapsContentInput) => ['admin', 'maps', 'content', filters] as const,
};

/** GET /api/admin/maps/content: public codes or creators, shown and hidden. */
export function useMapsContentQuery(filters: MapsContentInput) {
  return useAdminListQueryByPath<MapsContentReply>(mapsContentKeys.list(filters), '/admin/maps/content', filters);
}

/** PUT /api/admin/maps/content/{kind}/{id}: hide with a reason, or show again. */
export function useSetHiddenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: MapsContentKind; id: string; body: SetHiddenInput }) =>
      api.put<MapsContentItemReply>(`/admin/maps/content/${kind}/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
