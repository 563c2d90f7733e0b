import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, notInArray } from 'drizzle-orm';
import {
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_CANCEL_PENDING,
  SUBSCRIPTION_CANCEL_UNDER_WAY,
  type SubscriptionDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { SUBSCRIPTION_ALREADY_CANCELLED, SUBSCRIPTION_NOT_FOUND, toSubscriptionDto } from '../orders';

/*
 * The subscriptions module alone writes `subscriptions` (here, in renewals.ts and in
 * stripe-webhook.ts); checkout starts them and stops them through these (docs/decisions/004-table-ownership.md).
 */

type Subscription = typeof subscriptions.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * A cancellation under way (issue 30.2: no provider call while a row is locked). It is claimed in a short
 * transaction, which sets this status: no renewal takes the subscription from then on, and a second
 * cancel asks the provider nothing. The provider is then asked with no transaction open, and its answer
 * recorded. While a subscription is 'canceling', `canceledAt` is when the provider was last asked.
 */
export const CANCELING = 'canceling';
/** Statuses that no renewal and no cancel changes any more (the cancel is done or under way). */
const ENDING = ['canceled', CANCELING];
/** Whether a renewal may still set the subscription's status and next renewal (not cancelled meanwhile). */
export const stillRenews = (status: string) => !ENDING.includes(status);

/**
 * A cancellation still 'canceling' this long after the provider was asked was cut short (the provider
 * failed, or the process died while it answered): the job runner asks again (settleCancellations). Longer
 * than any provider call with the SDK's retries, so it never asks while the first call may still answer.
 */
export const CANCEL_RETRY_AFTER_MS = 5 * 60_000;

/** Records a subscription the provider has made; returns its id. */
export async function startSubscription(tx: Tx, values: typeof subscriptions.$inferInsert) {
  const [sub] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id });
  return sub!.id;
}

/** Marks the subscriptions (locked by the caller's transaction) as being cancelled: renewals stop now. */
async function claim(deps: AppDeps, tx: Tx, sub: Subscription) {
  const [claimed] = await tx
    .update(subscriptions)
    .set({ status: CANCELING, canceledAt: deps.clock.now(), nextRenewalAt: null })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return claimed!;
}

/**
 * Asks the provider to cancel a claimed subscription, with no transaction open, and records its answer
 * once: a cancellation finished meanwhile (Stripe's 'ended' webhook) is left as it is. Returns the row as
 * it stands, or null when the provider failed: the subscription stays 'canceling' (no renewal takes it)
 * and settleCancellations asks again.
 */
async function finish(deps: AppDeps, sub: Subscription, log: Log = deps.log): Promise<Subscription | null> {
  const { db } = deps.database;
  let status: string;
  try {
    ({ status } = await deps.payments.cancelSubscription(sub.providerSubscriptionId));
  } catch (err) {
    const what = `cancellation of subscription ${sub.id} failed at the payment processor: the job runner retries it`;
    log.warn({ err, subscriptionId: sub.id }, what);
    return null;
  }
  const [recorded] = await db
    .update(subscriptions)
    .set({ status, canceledAt: deps.clock.now() })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.status, CANCELING)))
    .returning();
  if (recorded) return recorded;
  const [now] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
  return now ?? null;
}

/**
 * The order is being cancelled: claims, in its transaction, the subscriptions it started that still run.
 * The caller asks the provider once that transaction has committed (stopSubscriptions).
 */
export async function claimSubscriptionsOfOrder(deps: AppDeps, tx: Tx, orderId: number) {
  const running = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.orderId, orderId), notInArray(subscriptions.status, ENDING)))
    .for('update');
  const claimed: Subscription[] = [];
  for (const sub of running) claimed.push(await claim(deps, tx, sub));
  return claimed;
}

/**
 * Stops at the provider the subscriptions claimed by claimSubscriptionsOfOrder, after its transaction
 * committed. A provider that fails leaves them 'canceling', finished later by settleCancellations.
 */
export async function stopSubscriptions(deps: AppDeps, claimed: Subscription[], log?: Log) {
  for (const sub of claimed) await finish(deps, sub, log);
}

/**
 * /cancelStripeSubscription: the buyer's own cancel. Claimed in one short transaction (a second cancel,
 * or two at once, finds it claimed and asks the provider nothing), then asked of the provider with no
 * row locked, then recorded. If the provider fails, the buyer is told it will be finished: it no longer
 * renews, and the job runner asks the provider again.
 */
export async function cancelSubscription(
  deps: AppDeps,
  userId: number,
  providerSubscriptionId: string,
  log?: Log,
): Promise<{ message: string; subscription: SubscriptionDto }> {
  const { db } = deps.database;
  const claimed = await db.transaction(async (tx) => {
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
    if (sub.status === CANCELING) throw conflict(SUBSCRIPTION_CANCEL_UNDER_WAY);
    return claim(deps, tx, sub);
  });
  const done = await finish(deps, claimed, log);
  if (!done) return { message: SUBSCRIPTION_CANCEL_PENDING, subscription: toSubscriptionDto(claimed) };
  return { message: SUBSCRIPTION_CANCELLED, subscription: toSubscriptionDto(done) };
}

/**
 * Periodic: cancellations left 'canceling' (the provider failed, or the process died while it answered)
 * are asked of the provider again. Each is re-claimed by one UPDATE (its time of asking moved to now), so
 * of several processes' job runners one asks, and a provider still failing is asked again only after
 * CANCEL_RETRY_AFTER_MS. Returns how many were asked.
 */
export async function settleCancellations(deps: AppDeps) {
  const now = deps.clock.now();
  const stale = await deps.database.db
    .update(subscriptions)
    .set({ canceledAt: now })
    .where(
      and(
        eq(subscriptions.status, CANCELING),
        lt(subscriptions.canceledAt, new Date(now.getTime() - CANCEL_RETRY_AFTER_MS)),
      ),
    )
    .returning();
  for (const sub of stale) await finish(deps, sub);
  return stale.length;
}
