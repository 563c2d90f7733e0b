import { and, count, desc, eq } from 'drizzle-orm';
import { NOT_FOUND, type RecipeDto } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { recipes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toRecipe, totalOf, windowTotal, type PageRequest } from '../catalog';

export const RECIPE_NOT_FOUND = NOT_FOUND.recipe;
/** 1 published, 0 draft: only published recipes are public. */
const published = eq(recipes.status, 1);

/** Published recipes, newest first. */
export async function listRecipes(
  deps: AppDeps,
  { page, limit }: PageRequest,
): Promise<{ result: { recipesList: RecipeDto[]; total: number } }> {
  const { db } = deps.database;
  const rows = await db
    .select({ recipe: recipes, total: windowTotal() })
    .from(recipes)
    .where(published)
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = await totalOf(
    rows,
    page,
    async () => (await db.select({ n: count() }).from(recipes).where(published))[0]?.n ?? 0,
  );
  return { result: { recipesList: rows.map((r) => toRecipe(r.recipe)), total } };
}

export async function viewRecipe(deps: AppDeps, recipeId: number): Promise<{ result: RecipeDto }> {
  const [row] = await deps.database.db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), published))
    .limit(1);
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return { result: toRecipe(row) };
}
