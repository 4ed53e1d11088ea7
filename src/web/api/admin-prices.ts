import { useQuery } from '@tanstack/react-query';
import type { AdminPriceListReply, CreatePriceInput, PriceRecord } from '../../domain/pricing/schemas';
import { api } from './client';
import { useRefreshingMutation } from './refreshing-mutation';
import { priceKeys } from './prices';

export const adminPriceKeys = {
  all: ['admin', 'prices'] as const,
};

/** GET /api/admin/prices: the history and the price in force. */
export function useAdminPricesQuery() {
  return useQuery({
    queryKey: adminPriceKeys.all,
    queryFn: ({ signal }) => api.get<AdminPriceListReply>('/admin/prices', { signal }),
    staleTime: 0,
  });
}

export function useCreatePriceMutation() {
  return useRefreshingMutation(
    [adminPriceKeys.all, priceKeys.all],
    (body: CreatePriceInput) => api.post<PriceRecord>('/admin/prices', body),
  );
}

export function useActivatePriceMutation() {
  return useRefreshingMutation(
    [adminPriceKeys.all, priceKeys.all],
    (id: string) =>
      api.put<PriceRecord>(`/admin/prices/${encodeURIComponent(id)}/activate`, undefined),
  );
}
