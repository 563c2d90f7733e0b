/** The recipes calls (docs/api-catalog.md). */
import { z } from 'zod';
import { recipeDtoSchema } from '../catalog-types';
import { idParam, paging } from './params';
import { route } from './route';

export const recipesQuery = z.object({
  // SPEC 7 sends recipesStatus=1; drafts are never listed.
  recipesStatus: z.coerce
    .number({ error: 'recipesStatus must be 1.' })
    .refine((v) => v === 1, 'recipesStatus must be 1.')
    .optional(),
  ...paging,
});
export const viewRecipeBody = z.object({ recipesId: idParam('recipesId', 'Recipe id is required.') });

const recipeExample = {
  _id: 4,
  recipesName: 'Roasted squash with sage',
  image: '/uploads/recipes/4.webp',
  description: '<p>Roast the squash until golden, then add the sage.</p>',
  ingredients: [
    { quantity: '2', unit: 'lb', name: 'butternut squash' },
    { quantity: '1', unit: 'bunch', name: 'sage' },
  ],
};

/** The recipes calls. */
export const recipesApi = {
  getRecipes: route({
    method: 'GET',
    path: 'recipes/getRecipes',
    summary: 'Published recipes, newest first',
    tags: ['recipes'],
    access: 'client',
    query: recipesQuery,
    response: z
      .object({ result: z.object({ recipesList: z.array(recipeDtoSchema), total: z.number().int() }) })
      .meta({ examples: [{ result: { recipesList: [recipeExample], total: 1 } }] }),
    errors: [400],
  }),
  viewRecipes: route({
    method: 'POST',
    path: 'recipes/viewRecipes',
    summary: 'One published recipe',
    description: "404 'Recipe not found.' for an unknown id or a draft.",
    tags: ['recipes'],
    access: 'client',
    body: viewRecipeBody,
    response: z.object({ result: recipeDtoSchema }).meta({ examples: [{ result: recipeExample }] }),
    errors: [400, 404],
  }),
};
