import { eq } from 'drizzle-orm';
import type { SellerApproval } from '@lfm/core';
import type { Db, Tx } from '../../db/client';
import { addresses, users } from '../../db/schema';
import type { UserRow } from './profile';

/**
 * The writes of `users` and `addresses` other modules make (ADR 004: users owns both tables).
 * Each takes the caller's `db` or `tx`, so sign-up, a reset or an approval stays one transaction.
 */
export async function insertUser(db: Db | Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function insertAddress(db: Db | Tx, values: typeof addresses.$inferInsert) {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

/** The user after the change, undefined for an unknown id. */
export async function setPasswordHash(db: Db | Tx, userId: number, passwordHash: string) {
  const [user] = await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
  return user;
}

/** Issue 13: whether the farmer may sell. */
export async function setApproval(db: Db | Tx, userId: number, approval: SellerApproval) {
  await db.update(users).set({ approval }).where(eq(users.id, userId));
}

export async function makeAdmin(db: Db | Tx, userId: number) {
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/** A disabled account keeps its rows; `disabledAt` null enables it again. False for an unknown id. */
export async function setDisabledAt(db: Db | Tx, userId: number, disabledAt: Date | null) {
  const [row] = await db
    .update(users)
    .set({ disabledAt })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return Boolean(row);
}

/** SPEC 6: 0 lets a wholesale buyer pay by invoice; null withdraws it. */
export async function setInvoiceStatus(db: Db | Tx, userId: number, invoiceStatus: number | null) {
  await db.update(users).set({ invoiceStatus }).where(eq(users.id, userId));
}
