import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { PaymentDeclinedError } from '../../adapters/payments/types';
import { CardNotFoundError } from '../../adapters/payments/local';
import { AppError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS, insertRenewalOrder, setOrderPayment } from '../orders';
import { addInterval } from './schedule';

const BATCH = 20;

/**
 * The `local` payments adapter's subscriptions renew here, through the job runner (Stripe renews its
 * own). Each renewal due at the clock's now becomes an order of its own: the subscribed quantity at
 * the subscribed price, charged to the subscription's card (or invoiced), stock taken like a checkout.
 * A period whose item is out of stock is skipped; a declined card marks the subscription past_due.
 * Either way the buyer is told by email. Returns how many subscriptions were processed.
 */
export async function renewDueSubscriptions(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.provider, 'local'),
        lte(subscriptions.nextRenewalAt, now),
      ),
    )
    .orderBy(asc(subscriptions.nextRenewalAt))
    .limit(BATCH);
  for (const { id } of due) await renewOne(deps, id);
  return due.length;
}

/** The subscription's card as the order keeps it (brand, last 4), or null when it is invoiced or gone. */
async function renewalCard(deps: AppDeps, sub: typeof subscriptions.$inferSelect, exec: Tx) {
  if (!sub.providerCardId || !sub.providerCustomerId) return null;
  const { cards } = await deps.payments.listCards(sub.providerCustomerId, exec).catch((err: unknown) => {
    // A customer gone at the provider: the charge says so; the order just keeps no card.
    if (err instanceof CardNotFoundError) return { cards: [] };
    throw err;
  });
  const card = cards.find((c) => c.id === sub.providerCardId);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

async function renewOne(deps: AppDeps, subscriptionId: number) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.nextRenewalAt, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (!sub?.nextRenewalAt) return;
    const [buyer] = await tx
      .select({ userType: users.userType, email: users.email, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, sub.userId));
    const next = addInterval(sub.nextRenewalAt, sub.interval, sub.intervalCount);
    const periodKey = `renewal-${sub.id}-${sub.nextRenewalAt.toISOString()}`;
    if (!buyer || buyer.disabledAt) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now })
        .where(eq(subscriptions.id, sub.id));
      return;
    }

    let outcome: 'renewed' | 'out_of_stock' | 'declined' = 'renewed';
    let orderId: number | null = null;
    try {
      orderId = await tx.transaction(async (sp) => {
        const order = await insertRenewalOrder(sp, sub, {
          buyerType: buyer.userType,
          idempotencyKey: periodKey,
          now,
          card: await renewalCard(deps, sub, sp),
        });
        let reference: string;
        if (sub.providerCardId) {
          ({ chargeId: reference } = await deps.payments.charge(
            {
              customerId: sub.providerCustomerId ?? '',
              cardId: sub.providerCardId,
              amountCents: sub.unitAmountCents * sub.quantity,
              description: `Subscription renewal: ${sub.productName} (order #${order.id})`,
              idempotencyKey: periodKey,
              userId: sub.userId,
              metadata: { orderId: String(order.id), subscriptionId: sub.providerSubscriptionId },
              // The buyer is not here to answer their bank: a card that asks for it is declined.
              offSession: true,
            },
            sp,
          ));
        } else {
          ({ invoiceId: reference } = await deps.payments.createInvoice(
            {
              customerId: sub.providerCustomerId ?? '',
              userId: sub.userId,
              email: buyer.email,
              lines: [
                {
                  description: sub.productName,
                  quantity: sub.quantity,
                  unitAmountCents: sub.unitAmountCents,
                },
              ],
              idempotencyKey: periodKey,
              daysUntilDue: 30,
              billTo: { name: buyer.email, address: '' },
              reference: `order-${order.id}`,
            },
            sp,
          ));
        }
        await setOrderPayment(sp, order.id, {
          status: sub.providerCardId ? ORDER_PAID_STATUS : ORDER_PENDING_STATUS,
          paymentReference: reference,
        });
        return order.id;
      });
    } catch (err) {
      if (err instanceof PaymentDeclinedError) outcome = 'declined';
      else if (err instanceof AppError) outcome = 'out_of_stock';
      else throw err;
    }

    await tx
      .update(subscriptions)
      .set(outcome === 'declined' ? { status: 'past_due', nextRenewalAt: null } : { nextRenewalAt: next })
      .where(eq(subscriptions.id, sub.id));
    if (orderId) await enqueue(tx, 'email.receipt', { orderId }, { singletonKey: `receipt-${orderId}` });
    else
      await enqueue(
        tx,
        'email.renewal-problem',
        { subscriptionId: sub.id, outcome },
        { singletonKey: `problem-${periodKey}` },
      );
  });
}
