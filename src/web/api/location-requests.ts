import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/location-requests/endpoints';
import { REQUESTS_POLL_MS } from '../../domain/location-requests/location-requests';
import type { AnswerLocationRequestInput, CreateLocationRequestInput } from '../../domain/location-requests/schemas';
import { api } from './client';

export const locationRequestKeys = {
  all: ['location-requests'] as const,
  list: (page: number) => ['location-requests', 'list', page] as const,
  link: (token: string) => ['request-link', token] as const,
};

/**
 * The caller's requests. While one still waits for its answer the list is
 * asked again every 10 s (the answers page is live; our "no polling" rule is for pages whose
 * data only the user changes).
 */
export function useLocationRequestsQuery(page: number) {
  return useQuery({
    queryKey: locationRequestKeys.list(page),
    queryFn: ({ signal }) => api.call(endpoints.listLocationRequestsEndpoint, { query: { page } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.status === 'open') ? REQUESTS_POLL_MS : false,
  });
}

/** A new request and its link and its link, which this answer alone holds. */
export function useCreateLocationRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLocationRequestInput) => api.call(endpoints.createLocationRequestEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.all }),
  });
}

/** A new link in place of an open request's lost one (the one sent stops working); this answer alone holds it. */
export function useReplaceRequestLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.replaceLocationRequestLinkEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.all }),
  });
}

/** The request, its answer and its link go. */
export function useDeleteLocationRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.deleteLocationRequestEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.all }),
  });
}

/** Who asks and why, and whether the link still takes an answer. */
export function useRequestLinkQuery(token: string) {
  return useQuery({
    queryKey: locationRequestKeys.link(token),
    queryFn: ({ signal }) => api.call(endpoints.getRequestLinkEndpoint, { params: { token } }, { signal }),
  });
}

/**
 * The link's one answer. Refused (answered or expired meanwhile), the link is asked again so its page
 * says why; sent, the page shows its sender Sent, and the link is not asked again, whose "already
 * answered" is for whoever opens it after.
 */
export function useAnswerRequestMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerLocationRequestInput) => api.call(endpoints.answerRequestLinkEndpoint, { params: { token }, body }),
    onError: () => queryClient.invalidateQueries({ queryKey: locationRequestKeys.link(token) }),
  });
}
