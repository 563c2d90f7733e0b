import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { idParam, paging } from '../catalog/params';
import { listRecipes, viewRecipe } from './service';

const recipesQuery = z.object({
  // SPEC 7 sends recipesStatus=1; drafts are never listed.
  recipesStatus: z.coerce
    .number({ error: 'recipesStatus must be 1.' })
    .refine((v) => v === 1, 'recipesStatus must be 1.')
    .optional(),
  ...paging,
});
const viewRecipeBody = z.object({ recipesId: idParam('recipesId', 'Recipe id is required.') });

export async function recipeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recipes'];

  api.get(
    '/recipes/getRecipes',
    { schema: { tags, summary: 'Published recipes, newest first', querystring: recipesQuery } },
    async (req) => ok(await listRecipes(api.deps, req.query)),
  );

  api.post(
    '/recipes/viewRecipes',
    {
      schema: {
        tags,
        summary: 'One published recipe',
        description: "404 'Recipe not found.' for an unknown id or a draft.",
        body: viewRecipeBody,
      },
    },
    async (req) => ok(await viewRecipe(api.deps, req.body.recipesId)),
  );
}
