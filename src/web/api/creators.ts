import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { MessageReply } from '../../domain/api/schemas';
import type {
  AdminCreateCreatorInput,
  AdminCreator,
  AdminCreatorListReply,
  AdminCreatorsInput,
  AdminUpdateCreatorInput,
  CreateCreatorProfileInput,
  CreatorApplicationInput,
  CreatorProfile,
  CreatorStatsReply,
  CreatorZarcodesInput,
  MyCreatorProfileReply,
  PublicCreator,
  PublicCreatorListReply,
  UpdateCreatorProfileInput,
} from '../../domain/creators/schemas';
import type { ZarcodeListReply } from '../../domain/zarcode/schemas';
import { authKeys } from './auth';
import { api, apiUrl } from './client';
import { useAdminListQueryByPath } from './admin-list-query';
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

const creatorPath = (id: string) => `/creators/${encodeURIComponent(id)}`;

/** The QR image (PNG) of a public creator's page. */
export const creatorQrImageUrl = (slug: string, size = 300) => apiUrl(`/qr/creators/${encodeURIComponent(slug)}`, { size });

/** GET /api/creators/me: the caller's profile (null when they have none) and whether they may make one. */
export function useMyCreatorProfileQuery(enabled = true) {
  return useQuery({
    queryKey: creatorKeys.me(),
    queryFn: ({ signal }) => api.get<MyCreatorProfileReply>('/creators/me', { signal }),
    enabled,
  });
}

/** GET /api/creators/me/stats: the creator dashboard's figures (creator codes only). */
export function useCreatorStatsQuery(enabled = true) {
  return useQuery({
    queryKey: creatorKeys.myStats(),
    queryFn: ({ signal }) => api.get<CreatorStatsReply>('/creators/me/stats', { signal }),
    enabled,
  });
}

/** After the caller's profile changes: it, their lists and the session's user (hasCreatorProfile) are read again. */
const MY_PROFILE_KEYS = [creatorKeys.all, authKeys.me()];

/** POST /api/creators/me: an admin makes their own profile. */
export function useCreateMyCreatorProfileMutation() {
  return useRefreshingMutation(
    MY_PROFILE_KEYS,
    (body: CreateCreatorProfileInput) => api.post<CreatorProfile>('/creators/me', body),
  );
}

/** PUT /api/creators/me. */
export function useUpdateMyCreatorProfileMutation() {
  return useRefreshingMutation(
    MY_PROFILE_KEYS,
    (body: UpdateCreatorProfileInput) => api.put<CreatorProfile>('/creators/me', body),
  );
}

/** POST /api/creators/apply: ask the admins to become a creator. */
export function useApplyToBecomeCreatorMutation() {
  return useMutation({
    mutationFn: (body: CreatorApplicationInput) => api.post<MessageReply>('/creators/apply', body),
  });
}

/** GET /api/creators/public: every public creator (/creators). */
export function usePublicCreatorsQuery() {
  return useQuery({
    queryKey: creatorKeys.publicList(),
    queryFn: ({ signal }) => api.get<PublicCreatorListReply>('/creators/public', { signal }),
  });
}

/** GET /api/creators/public/{slug}: a public creator; 404 for unknown, inactive and hidden ones alike. */
export function usePublicCreatorQuery(slug: string | null | undefined) {
  return useQuery({
    queryKey: creatorKeys.publicOne(slug ?? ''),
    queryFn: ({ signal }) => api.get<PublicCreator>(`/creators/public/${encodeURIComponent(slug!)}`, { signal }),
    enabled: Boolean(slug),
  });
}

/** GET /api/creators/{id}/zarcodes: a page of the creator's codes (all of them for the creator and admins). */
export function useCreatorZarcodesQuery(id: string | undefined, filters: CreatorZarcodesInput) {
  return useQuery({
    queryKey: creatorKeys.codes(id ?? '', filters),
    queryFn: ({ signal }) => api.get<ZarcodeListReply>(`${creatorPath(id!)}/zarcodes`, { query: filters, signal }),
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
        (page) => api.get<ZarcodeListReply>(`${creatorPath(id!)}/zarcodes`, { query: { sortBy: 'created-desc', ...page }, signal }),
        max,
      ),
    enabled: Boolean(id),
  });
}

// ---------------------------------------------------------------------------------------------------
// Admin (/a/creators)

/** GET /api/creators: the admin's list. */
export function useAdminCreatorsQuery(filters: AdminCreatorsInput) {
  return useAdminListQueryByPath<AdminCreatorListReply>(creatorKeys.admin(filters), '/creators', filters);
}

export function useAdminCreateCreatorMutation() {
  return useRefreshingMutation([creatorKeys.all], (body: AdminCreateCreatorInput) => api.post<AdminCreator>('/creators', body));
}

export function useAdminUpdateCreatorMutation() {
  return useRefreshingMutation(
    [creatorKeys.all],
    ({ id, body }: { id: string; body: AdminUpdateCreatorInput }) => api.put<AdminCreator>(creatorPath(id), body),
  );
}

/** DELETE /api/creators/{id}: the creator's codes become ordinary codes. */
export function useAdminDeleteCreatorMutation() {
  return useRefreshingMutation([creatorKeys.all], (id: string) => api.delete<MessageReply>(creatorPath(id)));
}
