import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import { REQUESTS_POLL_MS } from '../../domain/location-requests/location-requests';
import type { AnswerLocationRequestInput, CreateLocationRequestInput, CreateLocationRequestReply, LocationRequestListReply, PublicLocationRequest } from '../../domain/location-requests/schemas';
import { api } from './client';

export const locationRequestKeys = {
  all: ['location-requests'] as const,
  list: (page: number) => ['location-requests', 'list', page] as const,
  link: (token: string) => ['request-link', token] as const,
};

/**
 * GET /api/location-requests: the caller's requests. While one still waits for its answer the list is
 * asked again every 10 s (the answers page is live; the specification's "no polling" is for pages whose
 * data only the user changes).
 */
export function useLocationRequestsQuery(page: number) {
  return useQuery({
    queryKey: locationRequestKeys.list(page),
    queryFn: ({ signal }) => api.get<LocationRequestListReply>('/location-requests', { query: { page }, signal }),
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'open') ? REQUESTS_POLL_MS : false,
  });
}

/** POST /api/location-requests: the request and its link, which this answer alone holds. */
export function useCreateLocationRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLocationRequestInput) => api.post<CreateLocationRequestReply>('/location-requests', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.all }),
  });
}

/** DELETE /api/location-requests/{id}: the request, its answer and its link go. */
export function useDeleteLocationRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageReply>(`/location-requests/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.all }),
  });
}

/** GET /api/r/{token}: who asks and why, and whether the link still takes an answer. */
export function useRequestLinkQuery(token: string) {
  return useQuery({
    queryKey: locationRequestKeys.link(token),
    queryFn: ({ signal }) => api.get<PublicLocationRequest>(`/r/${encodeURIComponent(token)}`, { signal }),
  });
}

/** POST /api/r/{token}/answer: the link's one answer. */
export function useAnswerRequestMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerLocationRequestInput) => api.post<MessageReply>(`/r/${encodeURIComponent(token)}/answer`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.link(token) }),
  });
}
