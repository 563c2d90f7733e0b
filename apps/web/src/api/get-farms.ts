import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FarmSearchRequest } from '@lfm/core';
import { farmsApi } from '@lfm/core/routes';
import { call } from './client';

/** farm/getFarm's query: core's contract (farmSearchQuery). */
export type FarmFilters = FarmSearchRequest;

/** farm/getFarm: one page of farm cards (nearest first when a position is given). */
export const getFarms = (filters: FarmFilters, signal?: AbortSignal) =>
  call(farmsApi.getFarm, { query: { ...filters }, signal });

export function useFarms(filters: FarmFilters) {
  return useQuery({
    queryKey: ['farms', 'list', filters],
    queryFn: ({ signal }) => getFarms(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
