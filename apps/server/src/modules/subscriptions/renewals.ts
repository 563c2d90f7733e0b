import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { subscriptions } from '../../db/schema';
import { renewSubscription } from './renewal';

const BATCH = 20;

/**
 * The `local` payments adapter's subscriptions renew here, through the job runner (Stripe renews its
 * own and tells us by webhook). Each renewal due at the clock's now goes through the renewal
 * workflow (renewal.ts): an order of its own, the subscribed quantity at the subscribed price,
 * charged to the subscription's card (or invoiced), stock taken like a checkout. Returns how many
 * subscriptions were processed.
 */
export async function renewDueSubscriptions(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.database.db
    .select({ id: subscriptions.id, nextRenewalAt: subscriptions.nextRenewalAt })
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
  for (const { id, nextRenewalAt } of due) {
    const dueAt = nextRenewalAt!.toISOString();
    await renewSubscription(deps, {
      subscriptionId: id,
      billedBy: 'us',
      key: `renewal-${id}-${dueAt}`,
      dueAt,
    });
  }
  return due.length;
}
