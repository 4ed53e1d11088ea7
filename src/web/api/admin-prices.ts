import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPriceListReply, CreatePriceInput, PriceRecord } from '../../domain/pricing/schemas';
import { api } from './client';
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

function useRefreshPrices() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: adminPriceKeys.all });
    await queryClient.invalidateQueries({ queryKey: priceKeys.all });
  };
}

export function useCreatePriceMutation() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: CreatePriceInput) => api.post<PriceRecord>('/admin/prices', body),
    onSuccess: refresh,
  });
}

export function useActivatePriceMutation() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) =>
      api.put<PriceRecord>(`/admin/prices/${encodeURIComponent(id)}/activate`, undefined),
    onSuccess: refresh,
  });
}
