import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ErrorCode, errorResponses, webhookReceivedSchema } from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { orders, subscriptions } from '../../db/schema';
import { WebhookError, type SubscriptionEvent } from '../../adapters/payments/types';
import { AppError } from '../../http/errors';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS, setOrderPayment } from '../orders';
import { renewSubscription, settleFailedRenewal } from './renewal';

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
  const renewing = await deps.database.db.transaction(async (tx): Promise<number | null> => {
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
    if (event.kind === 'renewal_failed') return sub.status === 'past_due' ? null : sub.id;

    // A renewal already made: paid when Stripe says its invoice is paid.
    const [existing] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, sub.userId), eq(orders.idempotencyKey, key)));
    if (existing && event.paid && existing.status === ORDER_PENDING_STATUS)
      await setOrderPayment(tx, existing.id, { status: ORDER_PAID_STATUS });
    return existing ? null : sub.id;
  });
  // A new period: the renewal workflow makes its order, once (renewal.ts; the same flow as the
  // renewals we bill). Out of stock, Stripe's invoice is refunded (or voided) by its undo.
  if (renewing === null || event.kind === 'ended') return;
  const period = { subscriptionId: renewing, billedBy: 'stripe', key: `stripe-${event.invoiceId}` } as const;
  // Stripe could not take the period's payment: past due until the buyer gives a new card.
  if (event.kind === 'renewal_failed') await settleFailedRenewal(deps, period, 'declined');
  else await renewSubscription(deps, { ...period, invoiceId: event.invoiceId, paid: event.paid, card });
}
