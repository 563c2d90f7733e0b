import { useQuery } from '@tanstack/react-query';
import { marketsApi } from '@lfm/core/routes';
import { call } from './client';

/** market/viewFarmsByMarket: the farms that hand out orders at a market, with their stories and photos. */
export const viewFarmsByMarket = (marketId: number) =>
  call(marketsApi.viewFarmsByMarket, { query: { marketId } }).then((r) => r.result);

export function useFarmsByMarket(marketId: number) {
  return useQuery({
    queryKey: ['markets', 'farms', marketId],
    queryFn: () => viewFarmsByMarket(marketId),
    enabled: Number.isInteger(marketId) && marketId > 0,
    staleTime: 60_000,
  });
}
