import { useQuery } from '@tanstack/react-query';
import * as v1 from '../../domain/api-v1/endpoints';
import type { NearestPoint, V1LookupResult, V1NearestResult } from '../../domain/api-v1/schemas';
import * as endpoints from '../../domain/developers/endpoints';
import type { CreateApiKeyInput } from '../../domain/developers/schemas';
import { api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';

export const developerKeys = {
  keys: ['developers', 'keys'] as const,
  usage: ['developers', 'usage'] as const,
};

/** The caller's API keys, revoked ones included. */
export function useApiKeysQuery() {
  return useQuery({
    queryKey: developerKeys.keys,
    queryFn: ({ signal }) => api.call(endpoints.listApiKeysEndpoint, {}, { signal }),
  });
}

/** Requests per key per day, the last 30 days. */
export function useApiUsageQuery() {
  return useQuery({
    queryKey: developerKeys.usage,
    queryFn: ({ signal }) => api.call(endpoints.listApiUsageEndpoint, {}, { signal }),
  });
}

/** A new key, whose `secret` this answer alone holds. */
export function useCreateApiKeyMutation() {
  return useRefreshingMutation([['developers']], (body: CreateApiKeyInput) => api.call(endpoints.createApiKeyEndpoint, { body }));
}

/** Revokes a key at once. */
export function useRevokeApiKeyMutation() {
  return useRefreshingMutation([['developers']], (id: string) => api.call(endpoints.revokeApiKeyEndpoint, { params: { id } }));
}

/** Items per call of the CSV tools: well under the API's 1,000, so that the progress bar moves. */
export const BATCH_CHUNK = 250;
/** The page's own pace, under the published 10 requests a second that its calls count against. */
const MIN_MS_BETWEEN_CALLS = 250;

export interface BatchProgress {
  done: number;
  total: number;
}

/**
 * Sends `items` in chunks, one after the other, and answers every result in order; `onProgress` is
 * told after each chunk. The signed-in user's token counts against the same limits as a key.
 */
async function inChunks<T, R>(
  items: readonly T[],
  send: (chunk: T[]) => Promise<R[]>,
  onProgress: (progress: BatchProgress) => void,
  signal?: AbortSignal,
): Promise<R[]> {
  const results: R[] = [];
  onProgress({ done: 0, total: items.length });
  let lastStart = 0;
  for (let start = 0; start < items.length; start += BATCH_CHUNK) {
    signal?.throwIfAborted();
    const wait = lastStart + MIN_MS_BETWEEN_CALLS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastStart = Date.now();
    results.push(...(await send(items.slice(start, start + BATCH_CHUNK))));
    onProgress({ done: Math.min(items.length, start + BATCH_CHUNK), total: items.length });
  }
  return results;
}

/** The batch lookup of the versioned API for any number of codes, a chunk at a time. */
export function lookUpCodesInBatches(codes: readonly string[], onProgress: (progress: BatchProgress) => void, signal?: AbortSignal) {
  return inChunks<string, V1LookupResult>(
    codes,
    async (chunk) => (await api.call(v1.v1BatchLookUpCodesEndpoint, { body: { codes: chunk } }, { signal })).results,
    onProgress,
    signal,
  );
}

/** The batch nearest of the versioned API for any number of points, a chunk at a time. */
export function findNearestInBatches(
  points: readonly NearestPoint[],
  radiusMeters: number,
  onProgress: (progress: BatchProgress) => void,
  signal?: AbortSignal,
) {
  return inChunks<NearestPoint, V1NearestResult>(
    points,
    async (chunk) => (await api.call(v1.v1BatchNearestCodesEndpoint, { body: { points: chunk, radiusMeters } }, { signal })).results,
    onProgress,
    signal,
  );
}
