import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords';
import { buildTestApp, type TestContext } from '../test/test-app';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createMarket,
  createRecipe,
  createUser,
  DEFAULT_PASSWORD,
} from './factories';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('factories', () => {
  it('creates customers with unique emails and a hashed password', async () => {
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db, { password: 'other-secret' });
    expect(a.userType).toBe(2);
    expect(a.email).not.toBe(b.email);
    expect(await verifyPassword(a.passwordHash, DEFAULT_PASSWORD)).toBe(true);
    expect(await verifyPassword(b.passwordHash, 'other-secret')).toBe(true);
  });

  it('creates a farm and its farmer, with an address in the state asked for', async () => {
    const farm = await createFarm(t.database.db, { state: 'NJ' });
    expect(farm).toMatchObject({ state: 'NJ', city: 'Hopewell', postalCode: '08525' });
    expect(farm.latitude).toBeCloseTo(40.39, 1);
    const byZip = await createFarm(t.database.db, { postalCode: '05346' });
    expect(byZip).toMatchObject({ state: 'VT', city: 'Putney' });
  });

  it('creates items and distributions for a given farm, or a new one', async () => {
    const farm = await createFarm(t.database.db);
    const item = await createInventoryItem(t.database.db, { farmId: farm.id, distributionTypes: [3] });
    expect(item).toMatchObject({ farmId: farm.id, userId: farm.userId, distributionTypes: [3] });
    const other = await createInventoryItem(t.database.db);
    expect(other.farmId).not.toBe(farm.id);

    const market = await createMarket(t.database.db, { postalCode: '11215', city: 'Brooklyn' });
    const atMarket = await createDistribution(t.database.db, { farmId: farm.id, marketId: market.id });
    expect(atMarket).toMatchObject({ selectPickDel: 1, postalCode: '11215', userId: farm.userId });
    const delivery = await createDistribution(t.database.db, { farmId: farm.id, selectPickDel: 2 });
    expect(delivery.deliveryPostalCodes).toEqual([farm.postalCode]);
    expect(delivery.deliveries).toHaveLength(1);
    expect((await createRecipe(t.database.db)).recipesName).toMatch(/^Roasted Roots/);
  });
});
