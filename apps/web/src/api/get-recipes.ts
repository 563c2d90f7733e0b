import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RecipeDto } from '@lfm/core';
import { api } from './client';

/** recipes/getRecipes: one page of published recipes, newest first. */
export const getRecipes = (page: number, limit: number) =>
  api<{ result: { recipesList: RecipeDto[]; total: number } }>('GET', 'recipes/getRecipes', {
    query: { recipesStatus: 1, page, limit },
  }).then((r) => r.result);

export function useRecipes(page: number, limit: number) {
  return useQuery({
    queryKey: ['recipes', 'list', page, limit],
    queryFn: () => getRecipes(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
