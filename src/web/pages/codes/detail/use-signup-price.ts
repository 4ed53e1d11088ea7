import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import type { CurrentPriceReply } from '../../../../domain/pricing/schemas';
import { api } from '../../../api/client';
import { DEFAULT_PRICE_AMOUNT, priceKeys } from '../../../api/prices';
import { toast } from '../../../components/ui/use-toast';

/**
 * The price for the signed-out signup header: GET /api/prices/current, and on failure section 8's
 * 'Failed to fetch price' with the R19.00 fallback. The shared useCurrentPriceQuery falls back
 * silently (the landing page wants that), so this page reads the price under its own key.
 */
export function useSignupPrice(enabled: boolean): string {
  const price = useQuery({
    queryKey: [...priceKeys.current(), 'code-page'],
    queryFn: ({ signal }) => api.get<CurrentPriceReply>('/prices/current', { signal }),
    enabled,
  });
  React.useEffect(() => {
    if (price.isError) toast({ title: 'Failed to fetch price', variant: 'destructive' });
  }, [price.isError]);
  return price.data?.amount ?? DEFAULT_PRICE_AMOUNT;
}
