import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import { NOT_FOUND, UserType, type AdminRecipeDto, type MarketInput, type RecipeInput } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { markets, recipes, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { columnsExcept } from '../../lib/columns';
import { toWebp } from '../../lib/images';
import { sanitizeRecipeHtml } from '../../lib/sanitize-html';
import { locate } from '../users';
import { said } from '@lfm/core/i18n/translate';

export const MARKET_NOT_FOUND = NOT_FOUND.market;
export const RECIPE_NOT_FOUND = NOT_FOUND.recipe;

/** A market's columns as the admin sees them (adminMarketSchema: all but when it was made). */
const marketColumns = columnsExcept(getTableColumns(markets), 'createdAt');

export const listAllMarkets = async (deps: AppDeps) => ({
  result: await deps.database.db.select(marketColumns).from(markets).orderBy(asc(markets.marketName)),
});

async function checkHost(deps: AppDeps, hostUserId: number | null) {
  if (hostUserId == null) return;
  const [u] = await deps.database.db
    .select({ userType: users.userType })
    .from(users)
    .where(eq(users.id, hostUserId));
  if (u?.userType !== UserType.PickUpHost) throw badRequest(said('admin.refused.hostAccount'));
}

/** Markets and pop-ups: create or edit (geocoded), with their host; status 0 shown, 1 hidden. */
export async function saveMarket(deps: AppDeps, marketId: number | null, input: MarketInput) {
  await checkHost(deps, input.hostUserId);
  const { db } = deps.database;
  const [before] = marketId == null ? [] : await db.select().from(markets).where(eq(markets.id, marketId));
  if (marketId != null && !before) throw notFound(MARKET_NOT_FOUND);
  // Geocode only a new or moved address (hiding or renaming a market keeps its point).
  const moved =
    !before || (['addressLine1', 'city', 'state', 'postalCode'] as const).some((k) => before[k] !== input[k]);
  const point = moved
    ? await locate(deps.geocoder, input)
    : { latitude: before.latitude, longitude: before.longitude };
  if (marketId == null) {
    const [m] = await db
      .insert(markets)
      .values({ ...input, ...point })
      .returning(marketColumns);
    return { message: said('done.marketAdded'), market: m! };
  }
  const [m] = await db
    .update(markets)
    .set({ ...input, ...point })
    .where(eq(markets.id, marketId))
    .returning(marketColumns);
  if (!m) throw notFound(MARKET_NOT_FOUND);
  return { message: said('done.marketSaved'), market: m };
}

const MARKET_PICTURES = {
  icon: { column: 'marketIcon', width: 160, height: 160 },
  image: { column: 'marketImage', width: 1200, height: 675 },
} as const;

/** A market's icon (square, for its card) or picture (wide, for its page), re-encoded as WebP. */
export async function setMarketPicture(
  deps: AppDeps,
  marketId: number,
  kind: keyof typeof MARKET_PICTURES,
  picture: Buffer,
) {
  const { column, width, height } = MARKET_PICTURES[kind];
  const url = await deps.storage.put('markets', 'webp', await toWebp(picture, width, height));
  const [m] = await deps.database.db
    .update(markets)
    .set({ [column]: url })
    .where(eq(markets.id, marketId))
    .returning(marketColumns);
  if (!m) throw notFound(MARKET_NOT_FOUND);
  return { message: said(kind === 'icon' ? 'admin.done.iconSaved' : 'admin.done.pictureSaved'), market: m };
}

/** A recipe as the admin edits it: its row, the instant it was made as ISO text. */
const adminRecipe = (r: typeof recipes.$inferSelect): AdminRecipeDto => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

export const listAllRecipes = async (deps: AppDeps) => ({
  result: (await deps.database.db.select().from(recipes).orderBy(desc(recipes.createdAt))).map(adminRecipe),
});

/** Recipes: the description's HTML is sanitized before it is stored; the picture is re-encoded. */
export async function saveRecipe(
  deps: AppDeps,
  recipeId: number | null,
  input: RecipeInput,
  image: Buffer | undefined,
) {
  const stored = image ? await deps.storage.put('recipes', 'webp', await toWebp(image, 1200)) : undefined;
  const values = {
    ...input,
    description: sanitizeRecipeHtml(input.description),
    ...(stored ? { image: stored } : {}),
  };
  const { db } = deps.database;
  if (recipeId == null) {
    const [r] = await db.insert(recipes).values(values).returning();
    return { message: said('done.recipeAdded'), recipe: adminRecipe(r!) };
  }
  const [r] = await db.update(recipes).set(values).where(eq(recipes.id, recipeId)).returning();
  if (!r) throw notFound(RECIPE_NOT_FOUND);
  return { message: said('done.recipeSaved'), recipe: adminRecipe(r) };
}
