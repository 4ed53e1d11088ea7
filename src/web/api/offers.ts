import { useQuery } from '@tanstack/react-query';
import { summerOfferEndpoint } from '../../domain/vouchers/endpoints';
import { api } from './client';

export const offerKeys = {
  all: ['offers'] as const,
  summer: () => ['offers', 'summer'] as const,
};

/** GET /api/offers/summer: SUMMER's discount while a buyer could use it (the landing banner). */
export function useSummerOfferQuery() {
  return useQuery({
    queryKey: offerKeys.summer(),
    queryFn: ({ signal }) => api.call(summerOfferEndpoint, {}, { signal }),
  });
}
