/**
 * Issue 32.4: a farmer may write an item's name and description, and the farm's story, in Spanish
 * too. The public answers carry them only when written (the page chooses by its language; a kept
 * answer does not vary by it), and search finds an item by its Spanish name through the indexes of
 * migration 0029.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FarmDetailsDto, FarmDto, InventoryDto, OrderDto, SearchResultDto } from '@lfm/core';
import { inventory } from '../../db/schema';
import { createDistribution } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, get, multipart } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { charge, itemFields, placed, readyCart, signedInFarmer } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  // Built answers: the visitors' cache would answer a repeated search from memory.
  t = await buildTestApp({ PUBLIC_CACHE: 'false' });
});
afterAll(() => t.close());

const form = (url: string, token: string, fields: Record<string, string | number>) =>
  call(t, { method: 'POST', url, token, form: multipart(fields) });
const addItem = async (token: string, fields: Record<string, string | number>) =>
  okData<{ item: { id: number; itemNameEs: string; descriptionEs: string } }>(
    await form('/api/farmer/inventory/add', token, { ...itemFields, ...fields }),
  ).item;
const product = async (inventoryId: number) =>
  okData<{ result: { invetory: InventoryDto; farm: FarmDto } }>(
    await get(t, `/api/inventory/getViewDetails?inventoryId=${inventoryId}`),
  ).result;
const search = async (q: string) =>
  okData<SearchResultDto>(await get(t, `/api/search?q=${encodeURIComponent(q)}`));

describe("the farmer's own Spanish words", () => {
  it('are saved with an item, carried by the product page and found by search; an item without them answers without', async () => {
    const { farm, token } = await signedInFarmer(t, { postalCode: '12401' });
    await createDistribution(t.database.db, { farmId: farm.id, selectPickDel: 1 });
    const tomatoes = await addItem(token, {
      itemName: 'Field Tomatoes',
      description: 'Ripe from the field.',
      itemNameEs: 'Tomate de campo',
      descriptionEs: 'Maduros, recién cosechados.',
    });
    expect(tomatoes).toMatchObject({
      itemNameEs: 'Tomate de campo',
      descriptionEs: 'Maduros, recién cosechados.',
    });
    // No English word of it is like 'elote': only its Spanish name finds it.
    const corn = await addItem(token, {
      itemName: 'Sweet Corn',
      variety: 'Silver Queen',
      itemNameEs: 'Elote',
    });
    const kale = await addItem(token, { itemName: 'Lacinato Kale' });
    expect(kale).toMatchObject({ itemNameEs: '', descriptionEs: '' });

    expect((await product(tomatoes.id)).invetory).toMatchObject({
      name: 'Field Tomatoes',
      nameEs: 'Tomate de campo',
      description: 'Ripe from the field.',
      descriptionEs: 'Maduros, recién cosechados.',
    });
    const plain = (await product(kale.id)).invetory;
    expect(plain.name).toBe('Lacinato Kale');
    expect(plain).not.toHaveProperty('nameEs');
    expect(plain).not.toHaveProperty('descriptionEs');

    const found = await search('tomate');
    expect(found.result.map((h) => h._id)).toContain(tomatoes.id);
    // Stemmed as Spanish ('elotes' finds 'Elote'), and a typo still finds it by trigrams.
    for (const q of ['elote', 'elotes', 'elotte']) {
      const hits = (await search(q)).result;
      expect(
        hits.map((h) => h._id),
        q,
      ).toEqual([corn.id]);
      expect(hits[0]).toMatchObject({ name: 'Sweet Corn', nameEs: 'Elote' });
    }
    const kaleHits = (await search('lacinato')).result;
    expect(kaleHits.map((h) => h._id)).toEqual([kale.id]);
    expect(kaleHits[0]).not.toHaveProperty('nameEs');
  });

  it("are saved with the farm's story and carried by the farm page only when written", async () => {
    const { farm, token } = await signedInFarmer(t, { postalCode: '12401' });
    const fields = {
      farmName: 'Loma Verde',
      shortInfo: 'Greens from the hill.',
      infoAboutFarm: 'Ten acres on the hill.',
      infoAboutFarmer: 'Farming since 2012.',
      addressLine1: '1 Main St',
      city: 'Kingston',
      state: 'NY',
      postalCode: '12401',
      certifiedOrganic: 'false',
      nofa: 'false',
    };
    const saved = okData<{
      farm: { shortInfoEs: string; infoAboutFarmEs: string; infoAboutFarmerEs: string };
    }>(
      await form('/api/farmer/farm', token, {
        ...fields,
        shortInfoEs: 'Verduras de la loma.',
        infoAboutFarmEs: 'Diez acres en la loma.',
      }),
    ).farm;
    expect(saved).toMatchObject({
      shortInfoEs: 'Verduras de la loma.',
      infoAboutFarmEs: 'Diez acres en la loma.',
      infoAboutFarmerEs: '',
    });
    const farmPage = async () =>
      okData<{ result: FarmDetailsDto }>(await get(t, `/api/farm/viewFarmDetails?farmId=${farm.id}`)).result
        .farmData;
    const page = await farmPage();
    expect(page).toMatchObject({
      shortInfo: 'Greens from the hill.',
      shortInfoEs: 'Verduras de la loma.',
      infoAboutFarmEs: 'Diez acres en la loma.',
    });
    expect(page).not.toHaveProperty('infoAboutFarmerEs');

    // Cleared again: the page answers the English alone.
    okData(await form('/api/farmer/farm', token, fields));
    const cleared = await farmPage();
    expect(cleared).not.toHaveProperty('shortInfoEs');
    expect(cleared).not.toHaveProperty('infoAboutFarmEs');
  });

  it('are kept on the order as they were when it was placed, and an item without them is ordered without', async () => {
    t.clock.set('2026-11-18T15:00:00Z');
    const shop = await readyCart(t, { item: { itemName: 'Field Tomatoes', itemNameEs: 'Tomate de campo' } });
    const order = placed(await charge(t, shop.token, { stripeCardId: shop.cardId })).order;
    // The farmer renames it afterwards: the order keeps the names it was bought under.
    await t.database.db
      .update(inventory)
      .set({ itemNameEs: 'Tomate rojo' })
      .where(eq(inventory.id, shop.product.id));
    const read = async () =>
      okData<{ order: OrderDto }>(await get(t, `/api/payment/getOrderById?orderId=${order._id}`, shop.token))
        .order.buyList[0]!.productList[0]!;
    expect(await read()).toMatchObject({ productName: 'Field Tomatoes', productNameEs: 'Tomate de campo' });

    const plain = await readyCart(t, { item: { itemName: 'Lacinato Kale' } });
    const kaleOrder = placed(await charge(t, plain.token, { stripeCardId: plain.cardId })).order;
    const line = okData<{ order: OrderDto }>(
      await get(t, `/api/payment/getOrderById?orderId=${kaleOrder._id}`, plain.token),
    ).order.buyList[0]!.productList[0]!;
    expect(line.productName).toBe('Lacinato Kale');
    expect(line).not.toHaveProperty('productNameEs');
  });
});
