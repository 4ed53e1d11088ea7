import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../domain/pricing/endpoints';
import type { CreatePriceInput } from '../../domain/pricing/schemas';
import { api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';
import { priceKeys } from './prices';

export const adminPriceKeys = {
  all: ['admin', 'prices'] as const,
};

/** The history and the price in force. */
export function useAdminPricesQuery() {
  return useQuery({
    queryKey: adminPriceKeys.all,
    queryFn: ({ signal }) => api.call(endpoints.adminListPricesEndpoint, {}, { signal }),
    staleTime: 0,
  });
}

export function useCreatePriceMutation() {
  return useRefreshingMutation([adminPriceKeys.all, priceKeys.all], (body: CreatePriceInput) =>
    api.call(endpoints.adminCreatePriceEndpoint, { body }),
  );
}

export function useActivatePriceMutation() {
  return useRefreshingMutation([adminPriceKeys.all, priceKeys.all], (id: string) =>
    api.call(endpoints.adminActivatePriceEndpoint, { params: { id } }),
  );
}
