import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmOrdersPage } from '@lfm/core';
import { createInventoryItem } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { get } from '../../test/helpers';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { addCard, buyer, charge, fillCart, pickupFarm, placed, sessionFor } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('farmer portal: each order once (issue 15)', () => {
  it('lists an order of several products as one entry with all of them, under every filter', async () => {
    t.clock.set(WEDNESDAY_MORNING);
    const { db } = t.database;
    const { farm, distribution, product } = await pickupFarm(t, { itemName: 'Kale' });
    const items = [
      product,
      ...(await Promise.all(
        ['Leeks', 'Radishes'].map((itemName) => createInventoryItem(db, { farmId: farm.id, itemName })),
      )),
    ];
    const b = await buyer(t);
    for (const item of items) await fillCart(t, b.token, item.id, farm.id, 1);
    const cardId = await addCard(t, b.token);
    const big = placed(await charge(t, b.token, { stripeCardId: cardId })).order;
    await fillCart(t, b.token, items[0]!.id, farm.id, 2);
    const small = placed(await charge(t, b.token, { stripeCardId: cardId })).order;

    const farmer = await sessionFor(t, farm.userId);
    for (const query of [
      '',
      '?window=current',
      `?distributionId=${distribution.id}`,
      '?harvestStatus=0',
      '?limit=1',
    ]) {
      const page = okData<FarmOrdersPage>(await get(t, `/api/farmer/orders${query}`, farmer));
      const ids = page.result.map((g) => g.orderId);
      expect(new Set(ids).size, query).toBe(ids.length);
      expect(page.total, query).toBe(2);
    }
    const { result } = okData<FarmOrdersPage>(await get(t, '/api/farmer/orders', farmer));
    expect(result.map((g) => g.orderId)).toEqual([small._id, big._id]);
    expect(result[1]!.productList.map((l) => l.productName).sort()).toEqual(['Kale', 'Leeks', 'Radishes']);
  });
});
