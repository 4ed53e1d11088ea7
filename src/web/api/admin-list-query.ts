import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from './client';

/**
 * A page of an admin list: read afresh each time it is shown (another admin may have changed it),
 * the page on screen kept while the next one loads.
 */
export function useAdminListQuery<TReply>(queryKey: QueryKey, path: string, query: object, { enabled = true } = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<TReply>(path, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
