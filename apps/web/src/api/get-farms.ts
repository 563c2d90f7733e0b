import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FarmCardDto, Paged } from '@lfm/core';
import { api } from './client';

export interface FarmFilters {
  search?: string;
  state?: string;
  city?: string;
  lat?: number;
  long?: number;
  page?: number;
  limit?: number;
}

/** farm/getFarm: one page of farm cards (nearest first when a position is given). */
export const getFarms = (filters: FarmFilters, signal?: AbortSignal) =>
  api<Paged<FarmCardDto>>('GET', 'farm/getFarm', { query: { ...filters }, signal });

export function useFarms(filters: FarmFilters) {
  return useQuery({
    queryKey: ['farms', 'list', filters],
    queryFn: ({ signal }) => getFarms(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
