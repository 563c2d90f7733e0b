import { and, eq } from 'drizzle-orm';
import { ORDER_CANCELLED, isWholesaleBuyer } from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import { orderGroups, orderLines, orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { returnStock } from '../inventory';
import {
  ORDER_ALREADY_CANCELLED,
  ORDER_CANCELLED_STATUS,
  ORDER_NOT_FOUND,
  ORDER_WINDOW_CLOSED,
  getOrder,
  markOrderCancelled,
  dtoContext,
  orderDtoById,
} from '../orders';
import { stopSubscriptionsOfOrder } from '../subscriptions';

/**
 * /cancleorder: a buyer cancels while every farm's order window is still open. The undo of a
 * checkout, so it lives beside it: it spans the owners of stock, subscriptions and orders. One
 * transaction: the order row is locked, its stock returned, its subscriptions stopped, the payment
 * refunded (the invoice voided) exactly once, and a confirmation queued.
 */
export async function cancelOrder(deps: AppDeps, user: AuthUser, orderId: number) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.id)))
      .for('update');
    if (!row) throw notFound(ORDER_NOT_FOUND);
    if (row.status === ORDER_CANCELLED_STATUS) throw badRequest(ORDER_ALREADY_CANCELLED);
    const dto = await orderDtoById(tx, user.id, orderId, dtoContext(deps));
    if (!dto?.canCancel) throw badRequest(ORDER_WINDOW_CLOSED);

    const lines = await tx
      .select({ inventoryId: orderLines.inventoryId, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
      .where(eq(orderGroups.orderId, orderId));
    await returnStock(tx, lines, isWholesaleBuyer(user.userType));
    await stopSubscriptionsOfOrder(deps, tx, orderId);
    if (row.paymentReference) await deps.payments.refund(row.paymentReference, `cancel-order-${orderId}`, tx);
    await markOrderCancelled(tx, orderId, deps.clock.now());
    await enqueue(tx, 'email.cancelled', { orderId }, { singletonKey: `cancelled-${orderId}` });
  });
  return { message: ORDER_CANCELLED, order: await getOrder(deps, user.id, orderId) };
}
