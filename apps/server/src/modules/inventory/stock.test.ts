import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { createFarm, createInventoryItem } from '../../db/factories';
import { inventory } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { takeStock } from './stock';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Updates of inventory rows in this transaction so far, and how many of them were HOT (no index entry written). */
const updates = async (tx: Tx) =>
  (
    await rowsOf<{ all: string | number; hot: string | number }>(
      tx.execute(sql`select pg_stat_get_xact_tuples_updated('inventory'::regclass) as all,
        pg_stat_get_xact_tuples_hot_updated('inventory'::regclass) as hot`),
    )
  ).map((r) => ({ all: Number(r.all), hot: Number(r.hot) }))[0]!;

describe('takeStock', () => {
  it('sells units with a HOT update: no index holds the quantities, so a busy item writes no index entry per order', async () => {
    const { db } = t.database;
    const farm = await createFarm(db);
    const item = await createInventoryItem(db, {
      farmId: farm.id,
      maximumConsumerQuantity: 10,
      maximumWholesaleQuantity: 5,
    });
    await db.transaction(async (tx) => {
      const before = await updates(tx);
      await takeStock(tx, [{ productId: item.id, productQuantity: 3, productName: item.itemName }], false);
      await takeStock(tx, [{ productId: item.id, productQuantity: 2, productName: item.itemName }], true);
      const after = await updates(tx);
      expect(after.all - before.all).toBe(2);
      expect(after.hot - before.hot).toBe(2);
    });
    const [row] = await db.select().from(inventory).where(eq(inventory.id, item.id));
    expect(row).toMatchObject({
      maximumConsumerQuantity: 7,
      maximumWholesaleQuantity: 3,
      consumerInStock: true,
      wholesaleInStock: true,
    });
  });

  it('keeps the lists’ in-stock flags right when the last unit is sold', async () => {
    const { db } = t.database;
    const farm = await createFarm(db);
    const item = await createInventoryItem(db, { farmId: farm.id, maximumConsumerQuantity: 2 });
    await db.transaction((tx) =>
      takeStock(tx, [{ productId: item.id, productQuantity: 2, productName: item.itemName }], false),
    );
    const [row] = await db.select().from(inventory).where(eq(inventory.id, item.id));
    expect(row).toMatchObject({ maximumConsumerQuantity: 0, consumerInStock: false });
  });
});
