import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inventory } from '../../db/schema';
import { badRequest } from '../../http/errors';

/**
 * Locks the items (in id order, so concurrent checkouts never deadlock), re-reads their stock and
 * takes the quantities from the buyer's pool. Stock is never sold twice: a second checkout waits on
 * the lock and sees what is left.
 */
export async function takeStock(
  tx: Tx,
  lines: { productId: number; productQuantity: number; productName: string }[],
  wholesale: boolean,
) {
  const wanted = new Map<number, { qty: number; name: string }>();
  for (const l of lines) {
    const w = wanted.get(l.productId);
    wanted.set(l.productId, { qty: (w?.qty ?? 0) + l.productQuantity, name: l.productName });
  }
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const pool = wholesale ? inventory.maximumWholesaleQuantity : inventory.maximumConsumerQuantity;
  const rows = await tx
    .select({ id: inventory.id, status: inventory.status, left: pool })
    .from(inventory)
    .where(inArray(inventory.id, ids))
    .orderBy(asc(inventory.id))
    // The lock the UPDATE below takes anyway. Not FOR UPDATE: that one waits on the key-share locks
    // that other checkouts' order lines (their foreign key to the item) hold, and they on ours.
    .for('no key update');
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const { qty, name } = wanted.get(id)!;
    if (!row || row.status !== 1 || row.left <= 0) throw badRequest(`${name} is out of stock`);
    if (row.left < qty) throw badRequest(`Only ${row.left} units left of ${name}`);
  }
  for (const id of ids)
    await tx
      .update(inventory)
      .set(
        wholesale
          ? { maximumWholesaleQuantity: sql`${inventory.maximumWholesaleQuantity} - ${wanted.get(id)!.qty}` }
          : { maximumConsumerQuantity: sql`${inventory.maximumConsumerQuantity} - ${wanted.get(id)!.qty}` },
      )
      .where(eq(inventory.id, id));
}

/** Gives back what an order took (cancellation). */
export async function returnStock(
  tx: Tx,
  lines: { inventoryId: number; quantity: number }[],
  wholesale: boolean,
) {
  const ids = [...new Set(lines.map((l) => l.inventoryId))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: inventory.id })
    .from(inventory)
    .where(inArray(inventory.id, ids))
    .orderBy(asc(inventory.id))
    .for('no key update'); // as takeStock: checkouts' order lines hold key-share locks on items
  for (const id of ids) {
    const qty = lines.filter((l) => l.inventoryId === id).reduce((s, l) => s + l.quantity, 0);
    await tx
      .update(inventory)
      .set(
        wholesale
          ? { maximumWholesaleQuantity: sql`${inventory.maximumWholesaleQuantity} + ${qty}` }
          : { maximumConsumerQuantity: sql`${inventory.maximumConsumerQuantity} + ${qty}` },
      )
      .where(eq(inventory.id, id));
  }
}
