import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../domain/change-requests/endpoints';
import type { AdminChangeRequest, AdminChangeRequestsInput, MyChangeRequestsReply, RequestChangeInput } from '../../domain/change-requests/schemas';
import { api } from './client';
import { useAdminListQuery } from './admin-list-query';

export const changeRequestKeys = {
  all: ['change-requests'] as const,
  my: () => ['change-requests', 'my'] as const,
  adminAll: ['admin', 'change-requests'] as const,
  adminList: (filters: AdminChangeRequestsInput) => ['admin', 'change-requests', 'list', filters] as const,
};

/**
 * The caller's change requests, newest first (dismissed ones too). The dashboard's notices and the
 * bell share this one answer.
 */
export function useMyChangeRequestsQuery(enabled = true) {
  return useQuery({
    queryKey: changeRequestKeys.my(),
    queryFn: ({ signal }) => api.call(endpoints.listMyChangeRequestsEndpoint, {}, { signal }),
    enabled,
  });
}

/** Reads the caller's requests again (after asking, dismissing, or moving a code). */
export function useInvalidateMyChangeRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: changeRequestKeys.all });
}

/** The owner asks to move their code, saying why. */
export function useRequestChangeMutation(code: string) {
  const invalidate = useInvalidateMyChangeRequests();
  return useMutation({
    mutationFn: (body: RequestChangeInput) => api.call(endpoints.requestChangeEndpoint, { params: { code }, body }),
    onSuccess: () => invalidate(),
  });
}

/** The notice hides; the list keeps the answer in place. */
export function useDismissChangeRequestMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(endpoints.dismissChangeRequestEndpoint, { params: { id } }),
    onSuccess: (dismissed) =>
      client.setQueryData<MyChangeRequestsReply>(changeRequestKeys.my(), (reply) =>
        reply
          ? { changeRequests: reply.changeRequests.map((request) => (request.id === dismissed.id ? dismissed : request)) }
          : reply,
      ),
  });
}

/** A page of requests in one state, with the count of each state. */
export function useAdminChangeRequestsQuery(filters: AdminChangeRequestsInput) {
  return useAdminListQuery(changeRequestKeys.adminList(filters), endpoints.adminListChangeRequestsEndpoint, filters);
}

function useAdminDecisionMutation<Input>(request: (input: Input) => Promise<AdminChangeRequest>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: changeRequestKeys.adminAll }),
  });
}

/** Approves: the owner may move the code for 24 hours. */
export function useApproveChangeRequestMutation() {
  return useAdminDecisionMutation((id: string) => api.call(endpoints.adminApproveChangeRequestEndpoint, { params: { id } }));
}

/** Rejects with a note the owner reads. */
export function useRejectChangeRequestMutation() {
  return useAdminDecisionMutation(({ id, note }: { id: string; note: string }) =>
    api.call(endpoints.adminRejectChangeRequestEndpoint, { params: { id }, body: { note } }),
  );
}
