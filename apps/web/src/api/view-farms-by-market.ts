import { useQuery } from '@tanstack/react-query';
import type { FarmDto } from '@lfm/core';
import { api } from './client';

/** market/viewFarmsByMarket: the farms that hand out orders at a market, with their stories and photos. */
export const viewFarmsByMarket = (marketId: number) =>
  api<{ result: FarmDto[] }>('GET', 'market/viewFarmsByMarket', { query: { marketId } }).then(
    (r) => r.result,
  );

export function useFarmsByMarket(marketId: number) {
  return useQuery({
    queryKey: ['markets', 'farms', marketId],
    queryFn: () => viewFarmsByMarket(marketId),
    enabled: Number.isInteger(marketId) && marketId > 0,
    staleTime: 60_000,
  });
}
