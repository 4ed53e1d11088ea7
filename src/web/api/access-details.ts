import { useQuery } from '@tanstack/react-query';
import { DELIVERY_KEY_HEADER } from '../../domain/access-details/access-details';
import * as endpoints from '../../domain/access-details/endpoints';
import type { AccessDetailsInput, CreateAccessGrantInput, CreateDeliveryLinkInput } from '../../domain/access-details/schemas';
import { ApiError, api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';

export const accessKeys = {
  all: (code: string) => ['access', code.toUpperCase()] as const,
  details: (code: string, key: string | null) => ['access', code.toUpperCase(), 'details', key ?? ''] as const,
  links: (code: string) => ['access', code.toUpperCase(), 'links'] as const,
  grants: (code: string) => ['access', code.toUpperCase(), 'grants'] as const,
  log: (code: string, page: number) => ['access', code.toUpperCase(), 'log', page] as const,
  sharedWithMe: ['access', 'shared-with-me'] as const,
};

/** A change to a code's access (details, links or grants): every access query of that code is fetched again. */
const useAccessMutation = <TData, TVariables>(code: string, mutationFn: (variables: TVariables) => Promise<TData>) =>
  useRefreshingMutation([accessKeys.all(code)], mutationFn);

/**
 * The code's access details for whoever may see them (a delivery
 * link's `key` goes in a header, out of the server's logs), or null when the caller may not.
 */
export function useAccessDetailsQuery(code: string, key: string | null, enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.details(code, key),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(endpoints.getAccessDetailsEndpoint, { params: { code } }, { signal, headers: key ? { [DELIVERY_KEY_HEADER]: key } : {} });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: enabled && code !== '',
  });
}

/** Every field; all blank removes them. */
export function useSaveAccessDetailsMutation(code: string) {
  return useAccessMutation(code, (body: AccessDetailsInput) => api.call(endpoints.saveAccessDetailsEndpoint, { params: { code }, body }));
}

export function useDeliveryLinksQuery(code: string) {
  return useQuery({
    queryKey: accessKeys.links(code),
    queryFn: ({ signal }) => api.call(endpoints.listDeliveryLinksEndpoint, { params: { code } }, { signal }),
  });
}

/** A delivery link, whose secret this answer alone holds. */
export function useCreateDeliveryLinkMutation(code: string) {
  return useAccessMutation(code, (body: CreateDeliveryLinkInput) => api.call(endpoints.createDeliveryLinkEndpoint, { params: { code }, body }));
}

/** A new link for a live link's recipient, until the same end (the one sent stops working); this answer alone holds its secret. */
export function useReplaceDeliveryLinkMutation(code: string) {
  return useAccessMutation(code, (id: string) => api.call(endpoints.replaceDeliveryLinkEndpoint, { params: { code, id } }));
}

export function useRevokeDeliveryLinkMutation(code: string) {
  return useAccessMutation(code, (id: string) => api.call(endpoints.revokeDeliveryLinkEndpoint, { params: { code, id } }));
}

export function useAccessGrantsQuery(code: string) {
  return useQuery({
    queryKey: accessKeys.grants(code),
    queryFn: ({ signal }) => api.call(endpoints.listAccessGrantsEndpoint, { params: { code } }, { signal }),
  });
}

export function useCreateAccessGrantMutation(code: string) {
  return useAccessMutation(code, (body: CreateAccessGrantInput) => api.call(endpoints.createAccessGrantEndpoint, { params: { code }, body }));
}

export function useDeleteAccessGrantMutation(code: string) {
  return useAccessMutation(code, (id: string) => api.call(endpoints.deleteAccessGrantEndpoint, { params: { code, id } }));
}

/** Every look at the details but the owner's, newest first. */
export function useAccessLogQuery(code: string, page: number) {
  return useQuery({
    queryKey: accessKeys.log(code, page),
    queryFn: ({ signal }) => api.call(endpoints.listAccessViewsEndpoint, { params: { code }, query: { page } }, { signal }),
  });
}

/** Codes whose access details were shared with the caller's account. */
export function useSharedWithMeQuery() {
  return useQuery({ queryKey: accessKeys.sharedWithMe, queryFn: ({ signal }) => api.call(endpoints.listSharedWithMeEndpoint, {}, { signal }) });
}
