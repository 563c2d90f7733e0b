import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MarketsRequest } from '@lfm/core';
import { marketsApi } from '@lfm/core/routes';
import { call } from './client';

/** market/getMarkets' query: core's contract (marketsQuery). */
export type MarketFilters = MarketsRequest;

/** market/getMarkets: listed markets and pop-ups by name (status 0 is the only status offered). */
export const getMarkets = (filters: MarketFilters, signal?: AbortSignal) =>
  call(marketsApi.getMarkets, { query: { status: 0, ...filters }, signal });

export function useMarkets(filters: MarketFilters) {
  return useQuery({
    queryKey: ['markets', 'list', filters],
    queryFn: ({ signal }) => getMarkets(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
