import { useQuery } from '@tanstack/react-query';
import type { SummerOfferReply } from '../../domain/vouchers/schemas';
import { api } from './client';
import { pathOfKey } from './query-client';

export const offerKeys = {
  all: ['offers'] as const,
  summer: () => ['offers', 'summer'] as const,
};

/** GET /api/offers/summer: SUMMER's discount while a buyer could use it (the landing banner). */
export function useSummerOfferQuery() {
  return useQuery({
    queryKey: offerKeys.summer(),
    queryFn: ({ queryKey, signal }) => api.get<SummerOfferReply>(pathOfKey(queryKey), { signal }),
  });
}
