import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketDto } from '@lfm/core';
import { api } from './client';

export interface MarketFilters {
  search?: string;
  page?: number;
  limit?: number;
}

/** market/getMarkets: listed markets and pop-ups by name (status 0 is the only status offered). */
export const getMarkets = (filters: MarketFilters, signal?: AbortSignal) =>
  api<{ marketInfo: MarketDto[]; total: number }>('GET', 'market/getMarkets', {
    query: { status: 0, ...filters },
    signal,
  });

export function useMarkets(filters: MarketFilters) {
  return useQuery({
    queryKey: ['markets', 'list', filters],
    queryFn: ({ signal }) => getMarkets(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
