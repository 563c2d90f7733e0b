/** The recipes calls' requests (docs/api-catalog.md). */
import { z } from 'zod';
import { idParam, paging } from './params';

export const recipesQuery = z.object({
  // SPEC 7 sends recipesStatus=1; drafts are never listed.
  recipesStatus: z.coerce
    .number({ error: 'recipesStatus must be 1.' })
    .refine((v) => v === 1, 'recipesStatus must be 1.')
    .optional(),
  ...paging,
});
export const viewRecipeBody = z.object({ recipesId: idParam('recipesId', 'Recipe id is required.') });
