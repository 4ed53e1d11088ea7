import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointReply } from '../../domain/api/endpoint';
import { api, type EndpointInput } from './client';

/** A query key's parts joined with '/' is its path under /api: ['user', 'stats'] -> GET /api/user/stats. */
export function pathOfKey(queryKey: QueryKey): string {
  return `/${queryKey.map(String).join('/')}`;
}

/** GET of the joined query key; on 401/403 it throws (default) or returns null. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T> {
  return ({ queryKey, signal }) => api.get<T>(pathOfKey(queryKey), { signal, on401 });
}

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
 * Data is fetched when a screen needs it and kept: never stale, no refetch on focus, no polling,
 * no retries (docs/rules.md, Constants). Hooks that need fresher data set their own staleTime.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
