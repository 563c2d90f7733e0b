import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { ORDER_ALREADY_CANCELLED, type RefundOrderResultDto } from '@lfm/core';
import { said } from '@lfm/core/i18n/translate';
import type { AppDeps } from '../../app-deps';
import { orders } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { REFUND_STATEMENT_JOB } from '../../jobs/job-names';
import { recordActorAudit, type Actor } from '../audit';
import {
  ORDER_AWAITING_PAYMENT_STATUS,
  ORDER_CANCELLED_STATUS,
  ORDER_NOT_FOUND,
  markOrderCancelled,
} from '../orders';
import { claimSubscriptionsOfOrder, stopSubscriptions } from '../subscriptions';
import { statedFarmsOfOrder } from './statements';

/**
 * The admin refunds an order after its windows closed (the buyer's own cancel is only while they are
 * open). The provider refunds with no transaction open (its idempotency key is the order's, so a
 * retry refunds once), then, in one transaction, the subscriptions the order started are claimed for
 * cancelling (they renew no more), the order is marked refunded and the buyer told. The provider is
 * asked to cancel them after that commit (as the buyer's own cancel does, checkout/cancel.ts); if it
 * fails they stay claimed and the job runner's settleCancellations finishes them. A farm whose
 * statement already counted the order gets a negative line on its next statement (statements.ts), or
 * on one of refunds only when it has no order window left to close (REFUND_STATEMENT_JOB).
 *
 * A refund is always of the whole order: there is no partial refund. Should one be added, it leaves
 * the subscriptions running: the buyer keeps what they subscribed to, only a part of one delivery is
 * given back.
 */
export async function refundOrder(
  deps: AppDeps,
  actor: Actor,
  orderId: number,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<RefundOrderResultDto> {
  const { db } = deps.database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status === ORDER_CANCELLED_STATUS) throw badRequest(ORDER_ALREADY_CANCELLED);
  if (order.status === ORDER_AWAITING_PAYMENT_STATUS)
    throw badRequest(said('admin.payouts.refused.orderNotPaid'));
  if (order.paymentReference) await deps.payments.refund(order.paymentReference, `admin-refund-${orderId}`);
  const stopping = await db.transaction(async (tx) => {
    // Two refunds of one order at once both passed the check above; the processor refunded once (one
    // idempotency key), and the second writes nothing: one audit entry, one notice.
    if (!(await markOrderCancelled(tx, orderId, deps.clock.now()))) return null;
    const claimed = await claimSubscriptionsOfOrder(deps, tx, orderId);
    await recordActorAudit(tx, actor, {
      action: 'order.refund',
      subjectType: 'order',
      subjectId: orderId,
      detail: {
        totalCents: order.totalCents,
        paymentMethod: order.paymentMethod,
        refundedCents: order.paymentReference ? order.totalCents : 0,
        ...(claimed.length ? { subscriptionsCancelled: claimed.map((s) => s.id) } : {}),
      },
    });
    await enqueue(tx, 'email.cancelled', { orderId }, { singletonKey: `cancelled-${orderId}` });
    // Each farm whose statement counted the sale gets the refund on one of its statements, even one
    // with no order window left to close (reading.ts REFUND_STATEMENT_JOB).
    for (const farmId of await statedFarmsOfOrder(tx, orderId))
      await enqueue(tx, REFUND_STATEMENT_JOB, { farmId, orderId }, { singletonKey: `${orderId}:${farmId}` });
    return claimed;
  });
  if (stopping == null) throw badRequest(ORDER_ALREADY_CANCELLED);
  await stopSubscriptions(deps, stopping, log);
  const message = said('admin.payouts.done.orderRefunded', { subscriptions: stopping.length });
  return { message, subscriptionsCancelled: stopping.length };
}
