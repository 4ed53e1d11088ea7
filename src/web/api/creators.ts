import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { endpointPath } from '../../domain/api/endpoint';
import * as endpoints from '../../domain/creators/endpoints';
import type {
  AdminCreateCreatorInput,
  AdminCreatorsInput,
  AdminUpdateCreatorInput,
  CreateCreatorProfileInput,
  CreatorApplicationInput,
  CreatorZarcodesInput,
  UpdateCreatorProfileInput,
} from '../../domain/creators/schemas';
import { getCreatorQrEndpoint } from '../../domain/qr/endpoints';
import { QR_DEFAULT_SIZE } from '../../domain/qr/qr';
import { authKeys } from './auth';
import { api, apiUrl } from './client';
import { useAdminListQuery } from './admin-list-query';
import { useRefreshingMutation } from './refreshing-mutation';
import { readCodePages } from './zarcodes';

export const creatorKeys = {
  all: ['creators'] as const,
  me: () => ['creators', 'me'] as const,
  myStats: () => ['creators', 'me', 'stats'] as const,
  publicList: () => ['creators', 'public'] as const,
  publicOne: (slug: string) => ['creators', 'public', slug.toLowerCase()] as const,
  codes: (id: string, filters: CreatorZarcodesInput) => ['creators', id, 'zarcodes', filters] as const,
  allCodes: (id: string, max: number) => ['creators', id, 'zarcodes', 'all', max] as const,
  admin: (filters: AdminCreatorsInput) => ['creators', 'admin', filters] as const,
};

/** The QR image (PNG) of a public creator's page. */
export const creatorQrImageUrl = (slug: string, size = QR_DEFAULT_SIZE) => apiUrl(endpointPath(getCreatorQrEndpoint.path, { slug }), { size });

/** The caller's profile (null when they have none) and whether they may make one. */
export function useMyCreatorProfileQuery(enabled = true) {
  return useQuery({
    queryKey: creatorKeys.me(),
    queryFn: ({ signal }) => api.call(endpoints.getMyCreatorProfileEndpoint, {}, { signal }),
    enabled,
  });
}

/** The creator dashboard's figures (creator codes only). */
export function useCreatorStatsQuery(enabled = true) {
  return useQuery({
    queryKey: creatorKeys.myStats(),
    queryFn: ({ signal }) => api.call(endpoints.getMyCreatorStatsEndpoint, {}, { signal }),
    enabled,
  });
}

/** After the caller's profile changes: it, their lists and the session's user (hasCreatorProfile) are read again. */
const MY_PROFILE_KEYS = [creatorKeys.all, authKeys.me()];

/** An admin makes their own profile. */
export function useCreateMyCreatorProfileMutation() {
  return useRefreshingMutation(MY_PROFILE_KEYS, (body: CreateCreatorProfileInput) =>
    api.call(endpoints.createMyCreatorProfileEndpoint, { body }),
  );
}

export function useUpdateMyCreatorProfileMutation() {
  return useRefreshingMutation(MY_PROFILE_KEYS, (body: UpdateCreatorProfileInput) =>
    api.call(endpoints.updateMyCreatorProfileEndpoint, { body }),
  );
}

/** Ask the admins to become a creator. */
export function useApplyToBecomeCreatorMutation() {
  return useMutation({
    mutationFn: (body: CreatorApplicationInput) => api.call(endpoints.applyToBecomeCreatorEndpoint, { body }),
  });
}

/** Every public creator (/creators). */
export function usePublicCreatorsQuery() {
  return useQuery({
    queryKey: creatorKeys.publicList(),
    queryFn: ({ signal }) => api.call(endpoints.listPublicCreatorsEndpoint, {}, { signal }),
  });
}

/** A public creator; 404 for unknown, inactive and hidden ones alike. */
export function usePublicCreatorQuery(slug: string | null | undefined) {
  return useQuery({
    queryKey: creatorKeys.publicOne(slug ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.getPublicCreatorEndpoint, { params: { slug: slug! } }, { signal }),
    enabled: Boolean(slug),
  });
}

/** A page of the creator's codes (all of them for the creator and admins). */
export function useCreatorZarcodesQuery(id: string | undefined, filters: CreatorZarcodesInput) {
  return useQuery({
    queryKey: creatorKeys.codes(id ?? '', filters),
    queryFn: ({ signal }) => api.call(endpoints.listCreatorZarcodesEndpoint, { params: { id: id! }, query: filters }, { signal }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

/** Up to `max` of the creator's codes, newest first, for a map. */
export function useAllCreatorZarcodesQuery(id: string | undefined, max: number) {
  return useQuery({
    queryKey: creatorKeys.allCodes(id ?? '', max),
    queryFn: ({ signal }) =>
      readCodePages(
        (page) => api.call(endpoints.listCreatorZarcodesEndpoint, { params: { id: id! }, query: { sortBy: 'created-desc', ...page } }, { signal }),
        max,
      ),
    enabled: Boolean(id),
  });
}

// ---------------------------------------------------------------------------------------------------
// Admin (/a/creators)

/** The admin's list. */
export function useAdminCreatorsQuery(filters: AdminCreatorsInput) {
  return useAdminListQuery(creatorKeys.admin(filters), endpoints.adminListCreatorsEndpoint, filters);
}

export function useAdminCreateCreatorMutation() {
  return useRefreshingMutation([creatorKeys.all], (body: AdminCreateCreatorInput) => api.call(endpoints.adminCreateCreatorEndpoint, { body }));
}

export function useAdminUpdateCreatorMutation() {
  return useRefreshingMutation([creatorKeys.all], ({ id, body }: { id: string; body: AdminUpdateCreatorInput }) =>
    api.call(endpoints.adminUpdateCreatorEndpoint, { params: { id }, body }),
  );
}

/** The creator's codes become ordinary codes. */
export function useAdminDeleteCreatorMutation() {
  return useRefreshingMutation([creatorKeys.all], (id: string) => api.call(endpoints.adminDeleteCreatorEndpoint, { params: { id } }));
}
