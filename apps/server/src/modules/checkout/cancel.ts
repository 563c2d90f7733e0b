import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ORDER_CANCELLED, isWholesaleBuyer } from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import { orderGroups, orderLines, orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { recordAudit } from '../audit';
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
import { claimSubscriptionsOfOrder, stopSubscriptions } from '../subscriptions';

export const REFUND_JOB = 'payment.refund';

/** Refunds a payment (voids an invoice) once, whatever how often it runs: the key makes it one refund. */
const refund = (deps: AppDeps, payload: { reference: string; key: string }) =>
  deps.payments.refund(payload.reference, payload.key);

/** The refund of a cancelled order, queued with the cancellation: retried until the provider takes it. */
export const cancelJobs: Record<string, JobHandler> = {
  [REFUND_JOB]: (deps, payload) => refund(deps, payload as { reference: string; key: string }),
};

/**
 * /cancleorder: a buyer cancels while every farm's order window is still open. The undo of a
 * checkout, so it lives beside it: it spans the owners of stock, subscriptions and orders. One
 * transaction: the order row is locked, its stock returned, its subscriptions claimed for cancelling
 * (they renew no more), the order marked cancelled, its confirmation and its refund queued. The
 * provider is asked only after the commit, with no row locked while it answers: the refund (the
 * invoice voided), then each subscription's cancel. If the provider fails, the queued job refunds
 * later, under the same idempotency key (never twice), and the job runner's settleCancellations
 * cancels the subscriptions left claimed.
 */
export async function cancelOrder(
  deps: AppDeps,
  user: AuthUser,
  orderId: number,
  ip: string | null,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  const { db } = deps.database;
  const { owed, stopping } = await db.transaction(async (tx) => {
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
    const stopping = await claimSubscriptionsOfOrder(deps, tx, orderId);
    await markOrderCancelled(tx, orderId, deps.clock.now());
    await recordAudit(tx, {
      actorUserId: user.id,
      ip,
      at: deps.clock.now(),
      action: 'order.cancel',
      subjectType: 'order',
      subjectId: orderId,
      detail: {
        totalCents: row.totalCents,
        paymentMethod: row.paymentMethod,
        refundedCents: row.paymentReference ? row.totalCents : 0,
      },
    });
    await enqueue(tx, 'email.cancelled', { orderId }, { singletonKey: `cancelled-${orderId}` });
    if (!row.paymentReference) return { owed: null, stopping };
    const payment = { reference: row.paymentReference, key: `cancel-order-${orderId}` };
    await enqueue(tx, REFUND_JOB, payment, { singletonKey: `refund-${payment.key}` });
    return { owed: payment, stopping };
  });
  if (owed)
    await refund(deps, owed).catch((err: unknown) =>
      log?.warn({ err, orderId }, 'refund of a cancelled order failed: its job will retry it'),
    );
  await stopSubscriptions(deps, stopping, log);
  return { message: ORDER_CANCELLED, order: await getOrder(deps, user.id, orderId) };
}
