import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecipeDto } from '@lfm/core';
import { recipes } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, countRows, failure, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { signedInAdmin } from '../../test/shop-helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAdmin(t)).token;
});
afterAll(() => t.close());

const save = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return call(t, { method: 'POST', url: '/api/admin/recipes/save', token: admin, form });
};
const view = async (recipesId: number) =>
  okData<{ result: RecipeDto }>(await post(t, '/api/recipes/viewRecipes', { recipesId })).result;

describe('recipe ingredients (issue 18.3)', () => {
  it('the admin writes one ingredient a line; buyers read them with the recipe; an edit replaces them', async () => {
    const { recipe } = okData<{ recipe: { id: number } }>(
      await save({
        recipesName: 'Tomato Toast',
        description: '<p>Toast, tomato, salt.</p>',
        ingredients: '2 | lb | heirloom tomatoes\n1 | loaf | sourdough\n\n | | flaky salt',
      }),
    );
    expect((await view(recipe.id)).ingredients).toEqual([
      { quantity: '2', unit: 'lb', name: 'heirloom tomatoes' },
      { quantity: '1', unit: 'loaf', name: 'sourdough' },
      { quantity: '', unit: '', name: 'flaky salt' },
    ]);
    await save({
      recipeId: String(recipe.id),
      recipesName: 'Tomato Toast',
      description: '<p>Toast, tomato, salt.</p>',
      ingredients: '6 | | eggs',
    });
    expect((await view(recipe.id)).ingredients).toEqual([{ quantity: '6', unit: '', name: 'eggs' }]);
  });

  it.each([
    [
      '2 lb heirloom tomatoes',
      'Write each ingredient as quantity | unit | ingredient, like 2 | lb | tomatoes',
    ],
    ['2 | lb | ', 'Write each ingredient as quantity | unit | ingredient, like 2 | lb | tomatoes'],
    [`1 | cup | ${'x'.repeat(61)}`, 'Ingredient is at most 60 characters.'],
    ['1234567890123 | lb | beans', 'Quantity is at most 12 characters.'],
  ])('refuses %j with %s and writes nothing', async (ingredients, message) => {
    const before = await countRows(t, recipes);
    const res = await save({ recipesName: 'Soup', description: '<p>x</p>', ingredients });
    expect(res.statusCode).toBe(400);
    expect(failure(res).responseMessage).toBe(message);
    expect(await countRows(t, recipes)).toBe(before);
  });
});
