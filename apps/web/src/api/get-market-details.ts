import { useQuery } from '@tanstack/react-query';
import type { MarketDetailsDto } from '@lfm/core';
import { useSession } from '../lib/session';
import { api } from './client';

/** market/getMarketDetails: the market, and each farm picking up there with its products and distribution. */
export const getMarketDetails = (marketId: number) =>
  api<{ result: MarketDetailsDto }>('GET', 'market/getMarketDetails', { query: { marketId } }).then(
    (r) => r.result,
  );

export function useMarketDetails(marketId: number) {
  const { accessToken } = useSession();
  return useQuery({
    // Prices follow the signed-in user's type (SPEC 6).
    queryKey: ['markets', 'details', marketId, accessToken],
    queryFn: () => getMarketDetails(marketId),
    enabled: Number.isInteger(marketId) && marketId > 0,
    staleTime: 30_000,
  });
}
