import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICE_CENTS, formatCents } from '../../domain/pricing/pricing';
import type { CurrentPriceReply, PriceCatalogReply } from '../../domain/pricing/schemas';
import { api } from './client';
import { getOrFallbackQueryFn, pathOfKey } from './query-client';

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
    queryFn: getOrFallbackQueryFn((reply: CurrentPriceReply) => reply.amount, DEFAULT_PRICE_AMOUNT),
  });
}

/** GET /api/prices/catalog: one code and each bundle at today's price (landing card, payment page). */
export function usePriceCatalogQuery() {
  return useQuery({
    queryKey: priceKeys.catalog(),
    queryFn: ({ queryKey, signal }) => api.get<PriceCatalogReply>(pathOfKey(queryKey), { signal }),
    staleTime: 0,
  });
}
