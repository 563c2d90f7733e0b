import { and, eq, inArray } from 'drizzle-orm';
import { SUBSCRIPTION_CANCELLED, type SubscriptionDto } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { SUBSCRIPTION_ALREADY_CANCELLED, SUBSCRIPTION_NOT_FOUND, toSubscriptionDto } from '../orders';

/*
 * The subscriptions module alone writes `subscriptions` (here, in renewals.ts and in
 * stripe-webhook.ts); checkout starts them and stops them through these (docs/decisions/004-table-ownership.md).
 */

/** Records a subscription the provider has made; returns its id. */
export async function startSubscription(tx: Tx, values: typeof subscriptions.$inferInsert) {
  const [sub] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  return sub!.id;
}

/** Stops, at the provider and here, the subscriptions an order started (the order is being cancelled). */
export async function stopSubscriptionsOfOrder(deps: AppDeps, tx: Tx, orderId: number) {
  const started = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orderId, orderId), inArray(subscriptions.status, ['active', 'past_due'])));
  for (const sub of started) {
    const { status } = await deps.payments.cancelSubscription(sub.providerSubscriptionId, tx);
    await tx
      .update(subscriptions)
      .set({ status, canceledAt: deps.clock.now(), nextRenewalAt: null })
      .where(eq(subscriptions.id, sub.id));
  }
}

export async function cancelSubscription(
  deps: AppDeps,
  userId: number,
  providerSubscriptionId: string,
): Promise<{ message: string; subscription: SubscriptionDto }> {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
          eq(subscriptions.userId, userId),
        ),
      )
      .for('update');
    if (!sub) throw notFound(SUBSCRIPTION_NOT_FOUND);
    if (sub.status === 'canceled') throw badRequest(SUBSCRIPTION_ALREADY_CANCELLED);
    const { status } = await deps.payments.cancelSubscription(sub.providerSubscriptionId, tx);
    const [updated] = await tx
      .update(subscriptions)
      .set({ status, canceledAt: deps.clock.now(), nextRenewalAt: null })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    return { message: SUBSCRIPTION_CANCELLED, subscription: toSubscriptionDto(updated!) };
  });
}
