import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inventory } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { said } from '@lfm/core/i18n/translate';

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
    if (!row || row.status !== 1 || row.left <= 0) throw badRequest(said('answer.outOfStock', { name }));
    if (row.left < qty) throw badRequest(said('answer.unitsLeft', { n: row.left, name }));
  }
  await changeStock(tx, ids, (id) => -wanted.get(id)!.qty, wholesale);
}

/**
 * Adds `delta(id)` to each item's pool, in one statement (the rows are locked already, in id order).
 * Through drizzle's update, so the items' `updated_at` moves as with any other write.
 */
async function changeStock(tx: Tx, ids: number[], delta: (id: number) => number, wholesale: boolean) {
  const pool = wholesale ? inventory.maximumWholesaleQuantity : inventory.maximumConsumerQuantity;
  const by = sql.join(
    ids.map((id) => sql`when ${id}::int then ${delta(id)}::int`),
    sql` `,
  );
  const value = sql`${pool} + (case ${inventory.id} ${by} else 0 end)`;
  await tx
    .update(inventory)
    .set(wholesale ? { maximumWholesaleQuantity: value } : { maximumConsumerQuantity: value })
    .where(inArray(inventory.id, ids));
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
  const back = (id: number) => lines.filter((l) => l.inventoryId === id).reduce((s, l) => s + l.quantity, 0);
  await changeStock(tx, ids, back, wholesale);
}
