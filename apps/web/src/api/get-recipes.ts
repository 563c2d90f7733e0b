import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recipesApi } from '@lfm/core/routes';
import { call } from './client';

/** recipes/getRecipes: one page of published recipes, newest first. */
export const getRecipes = (page: number, limit: number) =>
  call(recipesApi.getRecipes, { query: { recipesStatus: 1, page, limit } }).then((r) => r.result);

export function useRecipes(page: number, limit: number) {
  return useQuery({
    queryKey: ['recipes', 'list', page, limit],
    queryFn: () => getRecipes(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
