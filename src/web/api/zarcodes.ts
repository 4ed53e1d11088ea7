import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '../../domain/api/endpoint';
import { getZarcodeQrEndpoint } from '../../domain/qr/endpoints';
import { QR_DEFAULT_SIZE } from '../../domain/qr/qr';
import * as endpoints from '../../domain/zarcode/endpoints';
import type {
  CreateZarcodeInput,
  InBoundsQuery,
  ListZarcodesInput,
  UpdateZarcodeInput,
  ZarcodeListReply,
  ZarcodeRecord,
} from '../../domain/zarcode/schemas';
import { LIST_MAX_LIMIT } from '../../domain/zarcode/zarcode';
import { api, apiUrl } from './client';
import { useRefreshingMutation } from './refreshing-mutation';
import { bundleKeys } from './bundles';
import { userKeys } from './user';

export const zarcodeKeys = {
  all: ['zarcodes'] as const,
  list: (filters: ListZarcodesInput) => ['zarcodes', 'list', filters] as const,
  allPages: (filters: AllZarcodesFilters, max: number) => ['zarcodes', 'all-pages', filters, max] as const,
  recent: (limit: number) => ['zarcodes', 'recent', limit] as const,
  detail: (code: string) => ['zarcodes', 'detail', code.toUpperCase()] as const,
  suggestions: (code: string) => ['zarcodes', 'suggestions', code.toUpperCase()] as const,
  search: (q: string) => ['zarcodes', 'search', q] as const,
  combined: (q: string) => ['search', 'combined', q] as const,
  inBounds: (box: InBoundsQuery) => ['zarcodes', 'in-bounds', box] as const,
};

/** a code's public page data (404 → ApiError with status 404). */
export function useZarcodeQuery(code: string | undefined) {
  return useQuery({
    queryKey: zarcodeKeys.detail(code ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.getZarcodeEndpoint, { params: { code: code! } }, { signal }),
    enabled: Boolean(code),
  });
}

/**
 * GET /api/zarcodes/{code}/suggestions: "Did you mean", public codes one slip away from a code that
 * does not exist. Rate limited per IP on the server, so asked only when `enabled` and kept for good.
 */
export function useCodeSuggestionsQuery(code: string, enabled: boolean) {
  return useQuery({
    queryKey: zarcodeKeys.suggestions(code),
    queryFn: ({ signal }) => api.call(endpoints.codeSuggestionsEndpoint, { params: { code } }, { signal }),
    enabled: enabled && code !== '',
  });
}

/** GET /api/zarcodes: the caller's codes, a page at a time; the previous page shows while the next loads. */
export function useZarcodeListQuery(filters: ListZarcodesInput) {
  return useQuery({
    queryKey: zarcodeKeys.list(filters),
    queryFn: ({ signal }) => api.call(endpoints.listZarcodesEndpoint, { query: filters }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type AllZarcodesFilters = Omit<ListZarcodesInput, 'page' | 'limit'>;

/**
 * Every code of the caller that matches the filters, up to `max`, read a full page (the server's
 * limit of 100) at a time: the first page says how many pages there are, the rest come in parallel.
 * For the dashboard map (up to 1000) and the CSV export of My codes.
 */
export function allZarcodesQueryOptions(filters: AllZarcodesFilters, max: number) {
  return queryOptions({
    queryKey: zarcodeKeys.allPages(filters, max),
    queryFn: ({ signal }) => readCodePages((page) => api.call(endpoints.listZarcodesEndpoint, { query: { ...filters, ...page } }, { signal }), max),
  });
}

/**
 * Up to `max` codes of a paged list answering `{ zarcodes, pagination }` (`readPage` calls its
 * endpoint for one page), a full page of 100 at a time: the first page says how many pages there are,
 * the rest come in parallel.
 */
export async function readCodePages(
  readPage: (page: { page: number; limit: number }) => Promise<ZarcodeListReply>,
  max: number,
): Promise<{ zarcodes: ZarcodeRecord[]; total: number }> {
  const limit = LIST_MAX_LIMIT;
  const page = (n: number) => readPage({ page: n, limit });
  const first = await page(1);
  const pages = Math.min(first.pagination.totalPages, Math.ceil(max / limit));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  const zarcodes = [first, ...rest].flatMap((reply) => reply.zarcodes).slice(0, max);
  return { zarcodes, total: first.pagination.total };
}

export function useAllZarcodesQuery(filters: AllZarcodesFilters, max: number) {
  return useQuery(allZarcodesQueryOptions(filters, max));
}

export function useRecentZarcodesQuery(limit = 1, enabled = true) {
  return useQuery({
    queryKey: zarcodeKeys.recent(limit),
    queryFn: ({ signal }) => api.call(endpoints.recentZarcodesEndpoint, { query: { limit } }, { signal }),
    enabled,
  });
}

/** GET /api/zarcodes/search?q=: public codes matching a code, address or (public) title. */
export function useZarcodeSearchQuery(q: string, enabled: boolean) {
  return useQuery({
    queryKey: zarcodeKeys.search(q),
    queryFn: ({ signal }) => api.call(endpoints.searchZarcodesEndpoint, { query: { q } }, { signal }),
    enabled,
  });
}

/** Codes and places together, best first. */
export function useCombinedSearchQuery(q: string, enabled: boolean) {
  return useQuery({
    queryKey: zarcodeKeys.combined(q),
    queryFn: ({ signal }) => api.call(endpoints.combinedSearchEndpoint, { query: { q } }, { signal }),
    enabled,
  });
}

export function useInBoundsCountQuery(box: InBoundsQuery | null) {
  return useQuery({
    queryKey: zarcodeKeys.inBounds(box ?? { ne_lat: 0, ne_lng: 0, sw_lat: 0, sw_lng: 0 }),
    queryFn: ({ signal }) => api.call(endpoints.countZarcodesInBoundsEndpoint, { query: { ...box! } }, { signal }),
    enabled: box !== null,
  });
}

/** After a code is made, changed or removed, lists and stats are read again (creator lists too). */
const CODE_DATA_KEYS = [
  zarcodeKeys.all,
  // creatorKeys.all of api/creators.ts, written out: that module imports this one.
  ['creators'],
  userKeys.stats(),
  bundleKeys.all,
];

/** POST /api/zarcodes (bundle path: useBundle true). */
export function useCreateZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (body: CreateZarcodeInput) => api.call(endpoints.createZarcodeEndpoint, { body }));
}

/** POST /api/zarcodes/creator: a creator's code, free, with their prefix. */
export function useCreateCreatorZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (body: CreateZarcodeInput) => api.call(endpoints.createCreatorZarcodeEndpoint, { body }));
}

export function useUpdateZarcodeMutation(code: string) {
  return useRefreshingMutation(CODE_DATA_KEYS, (body: UpdateZarcodeInput) => api.call(endpoints.updateZarcodeEndpoint, { params: { code }, body }));
}

export function useDeleteZarcodeMutation() {
  return useRefreshingMutation(CODE_DATA_KEYS, (code: string) => api.call(endpoints.deleteZarcodeEndpoint, { params: { code } }));
}

/** The QR image of a code (PNG), as an <img> src and a download link. */
export const qrImageUrl = (code: string, size = QR_DEFAULT_SIZE) => apiUrl(endpointPath(getZarcodeQrEndpoint.path, { code }), { size });
