import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { inventory } from '../../db/schema';

/*
 * The only writes of `items` (the inventory table) besides the stock taken and given back by
 * orders (./stock.ts): a farmer's listings, through farmer-portal (docs/decisions/004-table-ownership.md).
 */

type NewItem = typeof inventory.$inferInsert;

export async function insertItem(db: Db, values: NewItem) {
  const [item] = await db.insert(inventory).values(values).returning();
  return item!;
}

/** A farm's own item, changed; undefined when it is not the farm's. */
export async function updateFarmItem(
  db: Db | Tx,
  farmId: number,
  inventoryId: number,
  values: Partial<NewItem>,
) {
  const [item] = await db
    .update(inventory)
    .set(values)
    .where(and(eq(inventory.id, inventoryId), eq(inventory.farmId, farmId)))
    .returning();
  return item;
}

/** Listed (1) or out of stock (0). */
export async function updateItemStatus(db: Db, inventoryId: number, status: number) {
  await db.update(inventory).set({ status }).where(eq(inventory.id, inventoryId));
}
