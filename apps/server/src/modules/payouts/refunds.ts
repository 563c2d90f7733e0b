import { eq } from 'drizzle-orm';
import { ORDER_ALREADY_CANCELLED, PAYOUT_MESSAGES } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { recordActorAudit, type Actor } from '../audit';
import {
  ORDER_AWAITING_PAYMENT_STATUS,
  ORDER_CANCELLED_STATUS,
  ORDER_NOT_FOUND,
  markOrderCancelled,
} from '../orders';

/**
 * The admin refunds an order after its windows closed (the buyer's own cancel is only while they are
 * open). The provider refunds with no transaction open (its idempotency key is the order's, so a
 * retry refunds once), then the order is marked refunded and the buyer told. A farm whose statement
 * already counted the order gets a negative line on its next statement (statements.ts).
 */
export async function refundOrder(deps: AppDeps, actor: Actor, orderId: number) {
  const { db } = deps.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === ORDER_CANCELLED_STATUS) throw badRequest(ORDER_ALREADY_CANCELLED);
  if (order.status === ORDER_AWAITING_PAYMENT_STATUS) throw badRequest(PAYOUT_MESSAGES.orderNotPaid);
  if (order.paymentReference) await deps.payments.refund(order.paymentReference, `admin-refund-${orderId}`);
  await db.transaction(async (tx) => {
    await markOrderCancelled(tx, orderId, deps.clock.now());
    await recordActorAudit(tx, actor, {
      action: 'order.refund',
      subjectType: 'order',
      subjectId: orderId,
      detail: {
        totalCents: order.totalCents,
        paymentMethod: order.paymentMethod,
        refundedCents: order.paymentReference ? order.totalCents : 0,
      },
    });
    await enqueue(tx, 'email.cancelled', { orderId }, { singletonKey: `cancelled-${orderId}` });
  });
  return { message: PAYOUT_MESSAGES.orderRefunded };
}
