import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SearchRequest } from '@lfm/core';
import { searchApi } from '@lfm/core/routes';
import { useSession, viewerOf } from '../lib/session';
import { call } from './client';

/** GET /api/search's query: core's contract (searchQuerySchema). */
export type SearchParams = SearchRequest;

/** GET /api/search: one page of every farm's matching food that reaches the buyer (issue 18.1). */
export const searchFood = (params: SearchParams, signal?: AbortSignal) =>
  call(searchApi.search, { query: { ...params }, signal });

export function useSearch(params: SearchParams, enabled = true) {
  const viewer = viewerOf(useSession());
  return useQuery({
    queryKey: ['search', params, viewer],
    queryFn: ({ signal }) => searchFood(params, signal),
    enabled: enabled && params.q.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
