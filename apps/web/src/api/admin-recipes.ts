import { useQuery } from '@tanstack/react-query';
import type { RecipeIngredient } from '@lfm/core';
import { api } from './client';
import { adminKey } from './admin-action';

export interface AdminRecipe {
  id: number;
  recipesName: string;
  image: string | null;
  /** Sanitized HTML. */
  description: string;
  ingredients: RecipeIngredient[];
  /** 1 published, 0 draft. */
  status: number;
  createdAt: string;
}
/** admin/recipes: every recipe, published or draft. */
export const getAdminRecipes = () => api<{ result: AdminRecipe[] }>('GET', 'admin/recipes');

export const useAdminRecipes = () =>
  useQuery({ queryKey: [...adminKey, 'recipes'], queryFn: getAdminRecipes });
