import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, errorResponses, webhookReceivedSchema } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { orders, subscriptions, users } from '../../db/schema';
import { WebhookError, type SubscriptionEvent } from '../../adapters/payments/types';
import { AppError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS, insertRenewalOrder, setOrderPayment } from '../orders';
import { addInterval } from './schedule';

/**
 * Stripe renews its subscriptions itself and tells us by webhook; each renewal becomes an order of
 * its own, as the job runner makes them for the `local` processor. Called by Stripe, so it carries
 * the Stripe-Signature header instead of the app's Basic authorization, and reads the raw body the
 * signature was made over. Stripe retries until it gets a 2xx: every event is applied at most once.
 */
export async function stripeWebhookRoutes(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(
    '/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's subscription events (signed): renewals become orders",
        security: [],
        response: {
          200: webhookReceivedSchema.meta({ description: 'Applied (at most once per event).' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (req) => {
      const { payments } = app.deps;
      if (!payments.parseWebhook)
        throw new AppError(404, ErrorCode.NotFound, 'Stripe webhooks are not used with the local processor.');
      const signature = req.headers['stripe-signature'];
      let event: SubscriptionEvent;
      try {
        event = payments.parseWebhook(
          req.body as Buffer,
          Array.isArray(signature) ? signature[0] : signature,
        );
      } catch (err) {
        if (err instanceof WebhookError) throw new AppError(400, ErrorCode.Validation, err.message);
        throw err;
      }
      await applySubscriptionEvent(app.deps, event, req.log);
      return { received: true as const };
    },
  );
}

/**
 * The card that paid a renewal invoice, for its order's detail ('Visa ···· 4242'). Asked of Stripe
 * before the transaction (no call to Stripe holds a row lock); if Stripe cannot say, the order is still
 * made, without the card: a missing card line is better than a renewal Stripe retries for hours.
 */
async function paidCard(
  deps: AppDeps,
  event: SubscriptionEvent,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<{ brand: string; last4: string } | null> {
  if (event.kind !== 'renewal' || !event.paid || !deps.payments.invoiceCard) return null;
  try {
    return await deps.payments.invoiceCard(event.invoiceId);
  } catch (err) {
    log?.warn({ err, invoiceId: event.invoiceId }, 'renewal order made without its card');
    return null;
  }
}

export async function applySubscriptionEvent(
  deps: AppDeps,
  event: SubscriptionEvent,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  if (event.kind === 'other') return;
  const card = await paidCard(deps, event, log);
  const now = deps.clock.now();
  const outOfStock = await deps.database.db.transaction(async (tx): Promise<string | null> => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, 'stripe'),
          eq(subscriptions.providerSubscriptionId, event.subscriptionId),
        ),
      )
      .for('update');
    // Not ours (another app on the same Stripe account): acknowledged, nothing to do.
    if (!sub) return null;

    if (event.kind === 'ended') {
      if (sub.status !== 'canceled')
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', canceledAt: now, nextRenewalAt: null })
          .where(eq(subscriptions.id, sub.id));
      return null;
    }

    const key = `stripe-${event.invoiceId}`;
    if (event.kind === 'renewal_failed') {
      if (sub.status === 'past_due') return null;
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', nextRenewalAt: null })
        .where(eq(subscriptions.id, sub.id));
      await enqueue(
        tx,
        'email.renewal-problem',
        { subscriptionId: sub.id, outcome: 'declined' },
        { singletonKey: `problem-${key}` },
      );
      return null;
    }

    // A renewal: the invoice's order, written once; paid when Stripe says the invoice is paid.
    const [existing] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, sub.userId), eq(orders.idempotencyKey, key)));
    if (existing) {
      if (event.paid && existing.status === ORDER_PENDING_STATUS)
        await setOrderPayment(tx, existing.id, { status: ORDER_PAID_STATUS });
      return null;
    }
    const [buyer] = await tx.select({ userType: users.userType }).from(users).where(eq(users.id, sub.userId));
    let orderId: number | null = null;
    try {
      orderId = await tx.transaction(async (sp) => {
        const order = await insertRenewalOrder(sp, sub, {
          buyerType: buyer?.userType ?? 2,
          idempotencyKey: key,
          now,
          card: sub.providerCardId ? card : null,
        });
        await setOrderPayment(sp, order.id, {
          status: event.paid ? ORDER_PAID_STATUS : ORDER_PENDING_STATUS,
          paymentReference: event.invoiceId,
        });
        return order.id;
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
    await tx
      .update(subscriptions)
      .set({ status: 'active', nextRenewalAt: addInterval(now, sub.interval, sub.intervalCount) })
      .where(eq(subscriptions.id, sub.id));
    if (orderId) await enqueue(tx, 'email.receipt', { orderId }, { singletonKey: `receipt-${orderId}` });
    else
      await enqueue(
        tx,
        'email.renewal-problem',
        { subscriptionId: sub.id, outcome: 'out_of_stock' },
        { singletonKey: `problem-${key}` },
      );
    return orderId ? null : key;
  });
  // Out of stock: the buyer gets their money back (or the unpaid invoice is voided), after the commit:
  // no row stays locked while Stripe is called (issue 30.2). Stripe retries the event if this fails,
  // and the refund's idempotency key makes the retry's refund the same one.
  if (outOfStock && event.kind === 'renewal')
    await deps.payments.refund(event.invoiceId, `refund-${outOfStock}`);
}
