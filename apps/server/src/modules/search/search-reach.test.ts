/**
 * The farms a search reaches at a zip (service.ts farmsReaching): a farm is found by the ways it reaches the
 * zip as the lists offer them, so a pickup at a hidden market, a delivery offered to the other kind of buyer
 * and an inactive distribution reach no one, and each way is counted once per farm however many of its
 * distributions reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DistributionType, type SearchResultDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem, createMarket } from '../../db/factories';
import { buyers, okData } from '../../test/catalog-helpers';
import { get } from '../../test/helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

const { Pickup, Delivery, Shipping } = DistributionType;
let t: TestContext;
let wholesaler = '';
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE: 'false', RATE_LIMIT: 'false' });
  ({ wholesaler } = await buyers(t));
  const { db } = t.database;
  const hiddenMarket = await createMarket(db, { postalCode: '12401', status: 1 });
  const shownMarket = await createMarket(db, { postalCode: '12401' });
  const farm = async (farmName: string, ways: Parameters<typeof createDistribution>[1][]) => {
    const f = await createFarm(db, { farmName, postalCode: '12401' });
    for (const way of ways) await createDistribution(db, { farmId: f.id, ...way });
    await createInventoryItem(db, { farmId: f.id, itemName: 'Cherry Tomatoes', distributionTypes: [1, 2] });
    // Shipped items are shipped only (catalog shippableItem).
    await createInventoryItem(db, { farmId: f.id, itemName: 'Tomatoes, dried', distributionTypes: [3] });
  };
  await farm('Hidden Market Farm', [{ selectPickDel: Pickup, marketId: hiddenMarket.id }]);
  await farm('Shown Market Farm', [
    { selectPickDel: Pickup, marketId: hiddenMarket.id },
    { selectPickDel: Pickup, marketId: shownMarket.id },
    { selectPickDel: Pickup },
  ]);
  await farm('Restaurant Row', [{ selectPickDel: Delivery, deliveryPostalCodes: ['12401'], deliveryFor: 2 }]);
  await farm('Closed Lane', [
    { selectPickDel: Delivery, deliveryPostalCodes: ['12401'], status: 0 },
    { selectPickDel: Shipping, deliveryPostalCodes: ['12401'], status: 0 },
  ]);
  await farm('Every Way Farm', [
    { selectPickDel: Delivery, deliveryPostalCodes: ['12401'] },
    { selectPickDel: Delivery, deliveryPostalCodes: ['12401', '12477'] },
    { selectPickDel: Shipping, deliveryPostalCodes: ['12401'] },
    { selectPickDel: Shipping, deliveryPostalCodes: ['12477'] },
  ]);
});
afterAll(() => t.close());

const farmsFound = async (way: number | null, token?: string) => {
  const found = okData<SearchResultDto>(
    await get(
      t,
      `/api/search?q=tomatoes&zipCode=12401${way ? `&distributionType=${way}` : ''}&limit=50`,
      token,
    ),
  );
  return found.farms.map((f) => f.farmName);
};

describe('the farms a search reaches', () => {
  it('by pickup: a farm with a pickup that is shown, not one whose only pickup is at a hidden market', async () => {
    expect(await farmsFound(Pickup)).toEqual(['Shown Market Farm']);
  });

  it('by delivery: the deliveries offered to the buyer, active ones only', async () => {
    expect(await farmsFound(Delivery)).toEqual(['Every Way Farm']);
    expect(await farmsFound(Delivery, wholesaler)).toEqual(['Every Way Farm', 'Restaurant Row']);
  });

  it('by shipping, and by any way: each farm once, by name', async () => {
    expect(await farmsFound(Shipping)).toEqual(['Every Way Farm']);
    expect(await farmsFound(null)).toEqual(['Every Way Farm', 'Shown Market Farm']);
  });
});
