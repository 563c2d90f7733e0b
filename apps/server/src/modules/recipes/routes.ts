import type { FastifyInstance } from 'fastify';
import { recipesApi } from '@lfm/core';
import { serve } from '../../http/serve';
import { listRecipes, viewRecipe } from './service';

export async function recipeRoutes(app: FastifyInstance) {
  serve(app, recipesApi.getRecipes, {}, async (req) => listRecipes(app.deps, req.query));
  serve(app, recipesApi.viewRecipes, {}, async (req) => viewRecipe(app.deps, req.body.recipesId));
}
