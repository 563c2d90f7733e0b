import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDto } from '@lfm/core';
import { createRecipe } from '../../db/factories';
import { recipes } from '../../db/schema';
import { sanitizeRecipeHtml } from '../../lib/sanitize-html';
import { getData, okData } from '../../test/catalog-helpers';
import { expectError, failure, get, post } from '../../test/helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const ids = (rows: { _id: number }[]) => rows.map((r) => r._id);
const list = (query = '') =>
  getData<{ result: { recipesList: RecipeDto[]; total: number } }>(
    t,
    `/api/recipes/getRecipes?${query}`,
  ).then((d) => d.result);
const view = async (recipesId: unknown) => post(t, '/api/recipes/viewRecipes', { recipesId });

describe('sanitizeRecipeHtml', () => {
  it.each([
    [
      'keeps the allowed tags',
      '<h3>Method</h3><ol><li><strong>Heat</strong> <em>gently</em><br></li></ol>',
      '<h3>Method</h3><ol><li><strong>Heat</strong> <em>gently</em><br /></li></ol>',
    ],
    [
      'drops scripts and styles with their content',
      '<p>Stir<script>alert(1)</script><style>p{}</style></p>',
      '<p>Stir</p>',
    ],
    [
      'drops other tags but keeps their text',
      '<div><img src="x" onerror="alert(1)"><span>Salt</span></div>',
      'Salt',
    ],
    [
      'drops attributes other than href',
      '<p class="x" onclick="alert(1)" style="color:red">Mix</p>',
      '<p>Mix</p>',
    ],
    [
      'keeps http, https and mailto links',
      '<a href="https://farm.example/x" target="_blank">a</a><a href="mailto:jo@farm.example">b</a>',
      '<a href="https://farm.example/x">a</a><a href="mailto:jo@farm.example">b</a>',
    ],
    [
      'drops script and data links',
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="//evil.example">c</a>',
      '<a>a</a><a>b</a><a>c</a>',
    ],
  ])('%s', (_what, dirty, clean) => {
    expect(sanitizeRecipeHtml(dirty)).toBe(clean);
  });
});

describe('GET recipes/getRecipes', () => {
  it('lists published recipes newest first, a page at a time, with the total', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(
        await createRecipe(db(), { recipesName: `Soup ${i}`, createdAt: new Date(base + i * 60_000) }),
      );
    await createRecipe(db(), { recipesName: 'Draft stew', status: 0 });

    const first = await list('recipesStatus=1&limit=2');
    expect(first.total).toBe(3);
    expect(ids(first.recipesList)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.recipesList[0]).toEqual({
      _id: made[2]!.id,
      recipesName: 'Soup 2',
      image: null,
      description: '<p>Toss the roots with oil and salt, then roast until golden.</p>',
      ingredients: [],
    });
    expect(ids((await list('limit=2&page=2')).recipesList)).toEqual([made[0]!.id]);
    expect(await list('limit=2&page=3')).toEqual({ recipesList: [], total: 3 });
  });

  it.each([
    ['drafts', 'recipesStatus=0', 'recipesStatus must be 1.'],
    ['a non-numeric page', 'page=one', 'page must be a whole number of at least 1.'],
    ['a limit over 100', 'limit=500', 'limit must be a whole number from 1 to 100.'],
  ])('refuses %s', async (_what, query, message) => {
    expect(failure(await get(t, `/api/recipes/getRecipes?${query}`))).toEqual(expectError(400, 1, message));
  });
});

describe('POST recipes/viewRecipes', () => {
  it('shows a published recipe', async () => {
    const recipe = await createRecipe(db(), { image: '/uploads/soup.webp' });
    expect(okData<{ result: RecipeDto }>(await view(recipe.id)).result).toEqual({
      _id: recipe.id,
      recipesName: recipe.recipesName,
      image: '/uploads/soup.webp',
      description: recipe.description,
      ingredients: [],
    });
    expect(okData<{ result: RecipeDto }>(await view(String(recipe.id))).result._id).toBe(recipe.id);
  });

  it('removes scripts and unsafe links from stored HTML when shown, in the list too', async () => {
    const [recipe] = await db()
      .insert(recipes)
      .values({
        recipesName: 'Sneaky Salad',
        description:
          '<p onmouseover="steal()">Toss.</p><script>document.location="https://evil.example"</script>' +
          '<a href="javascript:steal()">More</a><iframe src="https://evil.example"></iframe>',
      })
      .returning();
    const shown = okData<{ result: RecipeDto }>(await view(recipe!.id)).result.description;
    expect(shown).toBe('<p>Toss.</p><a>More</a>');
    const listed = (await list('limit=100')).recipesList.find((r) => r._id === recipe!.id);
    expect(listed?.description).toBe(shown);
  });

  it('answers 404 for an unknown recipe or a draft, and 400 for a bad id', async () => {
    const draft = await createRecipe(db(), { status: 0 });
    for (const id of [999_999, draft.id])
      expect(failure(await view(id))).toEqual(expectError(404, 5, 'Recipe not found.'));
    expect(failure(await view('soup'))).toEqual(
      expectError(400, 1, 'recipesId must be a whole number of at least 1.'),
    );
    expect(failure(await post(t, '/api/recipes/viewRecipes'))).toEqual(
      expectError(400, 1, 'Recipe id is required.'),
    );
  });
});
