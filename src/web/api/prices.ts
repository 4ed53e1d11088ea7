import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICE_CENTS, formatCents } from '../../domain/pricing/pricing';
import * as endpoints from '../../domain/pricing/endpoints';
import { api } from './client';
import { callOrFallbackQueryFn } from './query-client';

export const priceKeys = {
  all: ['prices'] as const,
  current: () => ['prices', 'current'] as const,
  catalog: () => ['prices', 'catalog'] as const,
};

export const DEFAULT_PRICE_AMOUNT = formatCents(DEFAULT_PRICE_CENTS);

/** GET /api/prices/current; the amount string ("19.00"), or R19.00 when it cannot be fetched. */
export function useCurrentPriceQuery() {
  return useQuery<string>({
    queryKey: priceKeys.current(),
    queryFn: callOrFallbackQueryFn(endpoints.currentPriceEndpoint, (reply) => reply.amount, DEFAULT_PRICE_AMOUNT),
  });
}

/** GET /api/prices/catalog: one code and each bundle at today's price (landing card, payment page). */
export function usePriceCatalogQuery() {
  return useQuery({
    queryKey: priceKeys.catalog(),
    queryFn: ({ signal }) => api.call(endpoints.priceCatalogEndpoint, {}, { signal }),
    staleTime: 0,
  });
}
