import { useQuery } from '@tanstack/react-query';
import { recipesApi } from '@lfm/core/routes';
import { call } from './client';

/** recipes/viewRecipes: one recipe with its (server-sanitized) HTML description. */
export const viewRecipe = (recipesId: number) =>
  call(recipesApi.viewRecipes, { body: { recipesId } }).then((r) => r.result);

export function useRecipe(recipesId: number) {
  return useQuery({
    queryKey: ['recipes', 'details', recipesId],
    queryFn: () => viewRecipe(recipesId),
    enabled: Number.isInteger(recipesId) && recipesId > 0,
    staleTime: 5 * 60_000,
  });
}
