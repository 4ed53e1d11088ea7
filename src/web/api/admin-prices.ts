import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPriceListReplySchema,
  priceCatalogReplySchema,
  priceRecordSchema,
  type CreatePriceInput,
} from '../../domain/pricing/schemas';
import { api } from './client';
import { priceKeys } from './prices';

export const adminPriceKeys = {
  all: ['admin', 'prices'] as const,
};

/** GET /api/prices/catalog: one code and each bundle at today's price (the payment page). */
export function usePriceCatalogQuery() {
  return useQuery({
    queryKey: [...priceKeys.all, 'catalog'],
    queryFn: ({ signal }) => api.get('/prices/catalog', { signal, schema: priceCatalogReplySchema }),
    staleTime: 0,
  });
}

/** GET /api/admin/prices: the history and the price in force. */
export function useAdminPricesQuery() {
  return useQuery({
    queryKey: adminPriceKeys.all,
    queryFn: ({ signal }) => api.get('/admin/prices', { signal, schema: adminPriceListReplySchema }),
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
    mutationFn: (body: CreatePriceInput) => api.post('/admin/prices', body, { schema: priceRecordSchema }),
    onSuccess: refresh,
  });
}

export function useActivatePriceMutation() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) =>
      api.put(`/admin/prices/${encodeURIComponent(id)}/activate`, undefined, { schema: priceRecordSchema }),
    onSuccess: refresh,
  });
}
