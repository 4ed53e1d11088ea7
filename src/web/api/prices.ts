import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICE_CENTS, formatCents } from '../../domain/pricing/pricing';
import type { CurrentPriceReply } from '../../domain/pricing/schemas';
import { api } from './client';
import { pathOfKey } from './query-client';

export const priceKeys = {
  all: ['prices'] as const,
  current: () => ['prices', 'current'] as const,
};

export const DEFAULT_PRICE_AMOUNT = formatCents(DEFAULT_PRICE_CENTS);

/** GET /api/prices/current; the amount string ("19.00"), or R19.00 when it cannot be fetched. */
export function useCurrentPriceQuery() {
  return useQuery<string>({
    queryKey: priceKeys.current(),
    queryFn: async ({ queryKey, signal }) => {
      try {
        const reply = await api.get<CurrentPriceReply>(pathOfKey(queryKey), { signal });
        return reply.amount;
      } catch {
        return DEFAULT_PRICE_AMOUNT;
      }
    },
  });
}
