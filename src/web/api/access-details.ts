import { useQuery } from '@tanstack/react-query';
import { DELIVERY_KEY_HEADER } from '../../domain/access-details/access-details';
import type {
  AccessDetailsInput,
  AccessDetailsReply,
  AccessGrant,
  AccessGrantListReply,
  AccessLogReply,
  CreateAccessGrantInput,
  CreateDeliveryLinkInput,
  CreateDeliveryLinkReply,
  DeliveryLink,
  DeliveryLinkListReply,
  SharedWithMeReply,
} from '../../domain/access-details/schemas';
import type { MessageReply } from '../../domain/api/schemas';
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

const base = (code: string) => `/zarcodes/${encodeURIComponent(code)}/access`;

/** A change to a code's access (details, links or grants): every access query of that code is fetched again. */
const useAccessMutation = <TData, TVariables>(code: string, mutationFn: (variables: TVariables) => Promise<TData>) =>
  useRefreshingMutation([accessKeys.all(code)], mutationFn);

/**
 * GET /api/zarcodes/{code}/access: the code's access details for whoever may see them (a delivery
 * link's `key` goes in a header, out of the server's logs), or null when the caller may not.
 */
export function useAccessDetailsQuery(code: string, key: string | null, enabled: boolean) {
  return useQuery({
    queryKey: accessKeys.details(code, key),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<AccessDetailsReply>(base(code), { signal, headers: key ? { [DELIVERY_KEY_HEADER]: key } : {} });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: enabled && code !== '',
  });
}

/** PUT /api/zarcodes/{code}/access: every field; all blank removes them. */
export function useSaveAccessDetailsMutation(code: string) {
  return useAccessMutation(code, (body: AccessDetailsInput) => api.put<AccessDetailsReply>(base(code), body));
}

export function useDeliveryLinksQuery(code: string) {
  return useQuery({ queryKey: accessKeys.links(code), queryFn: ({ signal }) => api.get<DeliveryLinkListReply>(`${base(code)}/links`, { signal }) });
}

/** POST .../links: a delivery link, whose secret this answer alone holds. */
export function useCreateDeliveryLinkMutation(code: string) {
  return useAccessMutation(code, (body: CreateDeliveryLinkInput) => api.post<CreateDeliveryLinkReply>(`${base(code)}/links`, body));
}

export function useRevokeDeliveryLinkMutation(code: string) {
  return useAccessMutation(code, (id: string) => api.delete<DeliveryLink>(`${base(code)}/links/${encodeURIComponent(id)}`));
}

export function useAccessGrantsQuery(code: string) {
  return useQuery({ queryKey: accessKeys.grants(code), queryFn: ({ signal }) => api.get<AccessGrantListReply>(`${base(code)}/grants`, { signal }) });
}

export function useCreateAccessGrantMutation(code: string) {
  return useAccessMutation(code, (body: CreateAccessGrantInput) => api.post<AccessGrant>(`${base(code)}/grants`, body));
}

export function useDeleteAccessGrantMutation(code: string) {
  return useAccessMutation(code, (id: string) => api.delete<MessageReply>(`${base(code)}/grants/${encodeURIComponent(id)}`));
}

/** GET .../log: every look at the details but the owner's, newest first. */
export function useAccessLogQuery(code: string, page: number) {
  return useQuery({
    queryKey: accessKeys.log(code, page),
    queryFn: ({ signal }) => api.get<AccessLogReply>(`${base(code)}/log`, { query: { page }, signal }),
  });
}

/** GET /api/access/shared-with-me. */
export function useSharedWithMeQuery() {
  return useQuery({ queryKey: accessKeys.sharedWithMe, queryFn: ({ signal }) => api.get<SharedWithMeReply>('/access/shared-with-me', { signal }) });
}
