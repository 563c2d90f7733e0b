import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse, recipesQuery, errorResponses, viewRecipeBody } from '@lfm/core';
import { ok } from '../../http/envelope';
import { listRecipes, viewRecipe } from './service';

export async function recipeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recipes'];

  api.get(
    '/recipes/getRecipes',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags,
        summary: 'Published recipes, newest first',
        querystring: recipesQuery,
      },
    },
    async (req) => ok(await listRecipes(api.deps, req.query)),
  );

  api.post(
    '/recipes/viewRecipes',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 404) },
        tags,
        summary: 'One published recipe',
        description: "404 'Recipe not found.' for an unknown id or a draft.",
        body: viewRecipeBody,
      },
    },
    async (req) => ok(await viewRecipe(api.deps, req.body.recipesId)),
  );
}
