import { useQuery } from '@tanstack/react-query';
import { type DeliveryQuoteRequest } from '@lfm/core';
import { cartApi } from '@lfm/core/routes';
import { useSession } from '../lib/session';
import { call } from './client';

export type DeliveryQuoteQuery = DeliveryQuoteRequest;

/** addCart/deliveryQuote: the fees the cart would charge for this address (idle until `enabled`). */
export function useDeliveryQuoteQuery(q: DeliveryQuoteQuery, enabled: boolean) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['deliveryQuote', q, isLoggedIn],
    queryFn: () => call(cartApi.deliveryQuote, { query: { ...q } }),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}
