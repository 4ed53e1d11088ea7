import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { Endpoint, EndpointReply } from '../../domain/api/endpoint';
import { api, type EndpointInput } from './client';

/**
 * A call of `endpoint` (one that takes nothing), its reply read by `read`; any failure reads as
 * `fallback`, for what a screen shows all the same (a badge count, a price, the header's stats).
 */
export function callOrFallbackQueryFn<E extends Endpoint, T>(endpoint: E, read: (reply: EndpointReply<E>) => T, fallback: T): QueryFunction<T> {
  return async ({ signal }) => {
    try {
      return read(await api.call(endpoint, {} as EndpointInput<E>, { signal }));
    } catch {
      return fallback;
    }
  };
}

/**
 * Data is fetched when a screen needs it (each query calls its endpoint) and kept: never stale, no refetch on focus, no polling,
 * no retries (docs/rules.md, Constants). Hooks that need fresher data set their own staleTime.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
