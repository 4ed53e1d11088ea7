import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Endpoint, EndpointQuery } from '../../domain/api/endpoint';
import { api, type EndpointInput } from './client';

/**
 * A page of an admin list: read afresh each time it is shown (another admin may have changed it),
 * the page on screen kept while the next one loads.
 */
export function useAdminListQuery<E extends Endpoint>(queryKey: QueryKey, endpoint: E, query: EndpointQuery<E>, { enabled = true } = {}) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.call(endpoint, { query } as EndpointInput<E>, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}
