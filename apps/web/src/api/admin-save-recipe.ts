import type { MessageResponse } from '@lfm/core';
import { useAdminAction } from './admin-action';
import type { AdminRecipe } from './admin-recipes';

/** admin/recipes/save (multipart): recipeId?, recipesName, description (HTML), status, image (optional). */
export const useSaveRecipe = () =>
  useAdminAction<FormData, MessageResponse & { recipe: AdminRecipe }>(
    'admin/recipes/save',
    (form) => ({ form }),
    true,
  );
