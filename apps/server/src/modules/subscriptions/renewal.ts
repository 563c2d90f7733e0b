import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { orders, subscriptions, users } from '../../db/schema';
import { PaymentDeclinedError } from '../../adapters/payments/types';
import { CardNotFoundError } from '../../adapters/payments/local';
import { AppError } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import {
  defineWorkflow,
  runWorkflow,
  WorkflowError,
  type StepDef,
  type WorkflowContext,
} from '../../workflows/runner';
import {
  ORDER_AWAITING_PAYMENT_STATUS,
  ORDER_PAID_STATUS,
  awaitingOrderState,
  ORDER_PENDING_STATUS,
  confirmAwaitingOrder,
  insertRenewalOrder,
  releaseAwaitingOrder,
} from '../orders';
import { addInterval } from './schedule';
import { stillRenews } from './service';

/**
 * A subscription's renewal, written once (issue 31.4) and run through the workflow runner with its
 * undos, whoever bills it:
 * - `us` (the `local` processor): the job runner finds the renewal due; we charge the subscription's
 *   card off-session, or send an invoice;
 * - `stripe`: Stripe billed the period itself and tells us by webhook (stripe-webhook.ts); the
 *   invoice is already paid (or open).
 *
 * acknowledge → reserve → pay → confirm. reserve takes the stock in one short transaction and
 * writes the order as awaiting payment; pay calls the provider outside any transaction (no row is
 * locked while a bank answers); confirm marks the order paid, moves the subscription to its next
 * period and queues the receipt. A period out of stock or declined undoes what was done (Stripe's
 * invoice is refunded or voided) and the buyer is told by email.
 */
export interface RenewalContext extends WorkflowContext {
  subscriptionId: number;
  billedBy: 'us' | 'stripe';
  /** The period's idempotency key: the order's, and the provider's for the charge or invoice. */
  key: string;
  /** us: the renewal the job found due (the period renewed), ISO. */
  dueAt?: string;
  /** stripe: the invoice Stripe made for the period, whether it is paid, and the card that paid it. */
  invoiceId?: string;
  paid?: boolean;
  card?: { brand: string; last4: string } | null;
  /** reserve */
  userId?: number;
  userType?: number;
  orderId?: number;
  reservedAt?: string;
  /** pay: the charge, invoice or Stripe invoice. */
  paymentId?: string;
}

/** The period was renewed already (or is being renewed by another run): nothing to do. */
class AlreadyRenewed extends Error {}
/** The subscription is no longer to be renewed (cancelled, its buyer disabled, not due). */
class NotRenewing extends Error {}

/** stripe: the period's invoice is ours to give back if the renewal does not happen. */
const acknowledge: StepDef<RenewalContext> = {
  name: 'acknowledge',
  async run() {},
  async undo(deps, ctx) {
    if (ctx.billedBy === 'stripe' && ctx.invoiceId)
      await deps.payments.refund(ctx.invoiceId, `refund-${ctx.key}`);
  },
};

/** The subscription's card as the order keeps it (brand, last 4), or null when it is invoiced or gone. */
async function subscriptionCard(deps: AppDeps, sub: typeof subscriptions.$inferSelect) {
  if (!sub.providerCardId || !sub.providerCustomerId) return null;
  const { cards } = await deps.payments.listCards(sub.providerCustomerId).catch((err: unknown) => {
    // A customer gone at the provider: the charge says so; the order just keeps no card.
    if (err instanceof CardNotFoundError) return { cards: [] };
    throw err;
  });
  const card = cards.find((c) => c.id === sub.providerCardId);
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

const reserve: StepDef<RenewalContext> = {
  name: 'reserve',
  savesItself: true,
  async run(deps, ctx, run) {
    const now = deps.clock.now();
    const [peek] = await deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, ctx.subscriptionId));
    // Asked before the transaction: no row is locked while the provider answers. (Stripe's
    // event brought the card that paid its invoice.)
    let card: { brand: string; last4: string } | null = null;
    if (peek?.providerCardId)
      card = ctx.billedBy === 'stripe' ? (ctx.card ?? null) : await subscriptionCard(deps, peek);
    return deps.database.db.transaction(async (tx) => {
      const due =
        ctx.billedBy === 'us'
          ? and(eq(subscriptions.status, 'active'), lte(subscriptions.nextRenewalAt, new Date(ctx.dueAt!)))
          : undefined;
      const [sub] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, ctx.subscriptionId), due))
        .for('update');
      if (!sub) throw new NotRenewing(`subscription ${ctx.subscriptionId} is not due`);
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, sub.userId), eq(orders.idempotencyKey, ctx.key)));
      if (existing) throw new AlreadyRenewed(`order ${existing.id} renews ${ctx.key}`);
      const [buyer] = await tx
        .select({ userType: users.userType, disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, sub.userId));
      if (!buyer || buyer.disabledAt)
        throw new NotRenewing(`the buyer of subscription ${sub.id} is disabled`);
      const order = await insertRenewalOrder(tx, sub, {
        buyerType: buyer.userType,
        idempotencyKey: ctx.key,
        now,
        card,
        status: ORDER_AWAITING_PAYMENT_STATUS,
      });
      const learnt = {
        userId: sub.userId,
        userType: buyer.userType,
        orderId: order.id,
        reservedAt: now.toISOString(),
      };
      await run.save(tx, { ...ctx, ...learnt });
      return learnt;
    });
  },
  async undo(deps, ctx) {
    const { orderId, userType } = ctx;
    if (orderId) await deps.database.db.transaction((tx) => releaseAwaitingOrder(tx, orderId, userType ?? 2));
  },
};

/** us: what the provider knows of this period's charge or invoice (after a crash). */
async function findPeriodPayment(deps: AppDeps, ctx: RenewalContext) {
  const [sub] = await deps.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, ctx.subscriptionId));
  if (!sub?.providerCustomerId) return null;
  return deps.payments.findPayment({
    kind: sub.providerCardId ? 'charge' : 'invoice',
    customerId: sub.providerCustomerId,
    idempotencyKey: ctx.key,
    since: new Date(ctx.reservedAt ?? 0),
  });
}

const pay: StepDef<RenewalContext> = {
  name: 'pay',
  foundAgain: true,
  async run(deps, ctx) {
    if (ctx.billedBy === 'stripe') return { paymentId: ctx.invoiceId };
    const [sub] = await deps.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, ctx.subscriptionId));
    const [buyer] = await deps.database.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, ctx.userId!));
    if (!sub || !buyer) throw new NotRenewing(`subscription ${ctx.subscriptionId} is gone`);
    if (sub.providerCardId) {
      const { chargeId } = await deps.payments.charge({
        customerId: sub.providerCustomerId ?? '',
        cardId: sub.providerCardId,
        amountCents: sub.unitAmountCents * sub.quantity,
        description: `Subscription renewal: ${sub.productName} (order #${ctx.orderId})`,
        idempotencyKey: ctx.key,
        userId: sub.userId,
        metadata: { orderId: String(ctx.orderId), subscriptionId: sub.providerSubscriptionId },
        // The buyer is not here to answer their bank: a card that asks for it is declined.
        offSession: true,
      });
      return { paymentId: chargeId };
    }
    const { invoiceId } = await deps.payments.createInvoice({
      customerId: sub.providerCustomerId ?? '',
      userId: sub.userId,
      email: buyer.email,
      lines: [{ description: sub.productName, quantity: sub.quantity, unitAmountCents: sub.unitAmountCents }],
      idempotencyKey: ctx.key,
      daysUntilDue: 30,
      billTo: { name: buyer.email, address: '' },
      reference: `order-${ctx.orderId}`,
      locale: buyer.language ?? undefined,
    });
    return { paymentId: invoiceId };
  },
  /** us: refunds the charge (voids the invoice), found by the period's key when its answer was lost. */
  async undo(deps, ctx) {
    if (ctx.billedBy === 'stripe' || !ctx.orderId) return;
    const id = ctx.paymentId ?? (await findPeriodPayment(deps, ctx))?.id;
    if (id) await deps.payments.refund(id, `undo-${id}`);
  },
};

const lockSubscription = async (tx: Tx, id: number) =>
  (await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update'))[0];

/** The period after the one renewed. */
function nextRenewal(sub: typeof subscriptions.$inferSelect, ctx: RenewalContext, now: Date) {
  const from = ctx.billedBy === 'us' && sub.nextRenewalAt ? sub.nextRenewalAt : now;
  return addInterval(from, sub.interval, sub.intervalCount);
}

const confirm: StepDef<RenewalContext> = {
  name: 'confirm',
  savesItself: true,
  async run(deps, ctx, run) {
    const now = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, ctx.subscriptionId);
      // An invoice not yet paid leaves the order pending until it is.
      const invoiced = ctx.billedBy === 'us' ? !sub?.providerCardId : !ctx.paid;
      const confirmed = await confirmAwaitingOrder(
        tx,
        ctx.orderId!,
        invoiced ? ORDER_PENDING_STATUS : ORDER_PAID_STATUS,
        ctx.paymentId,
      );
      // A subscription cancelled while this period was being paid keeps its cancel (the period's order stands).
      if (confirmed && sub && stillRenews(sub.status))
        await tx
          .update(subscriptions)
          .set({ status: 'active', nextRenewalAt: nextRenewal(sub, ctx, now) })
          .where(eq(subscriptions.id, sub.id));
      if (confirmed)
        await enqueue(
          tx,
          'email.receipt',
          { orderId: ctx.orderId! },
          { singletonKey: `receipt-${ctx.orderId}` },
        );
      await run.save(tx, ctx);
    });
  },
};

export const renewalWorkflow = defineWorkflow<RenewalContext>({
  name: 'renewal',
  steps: [acknowledge, reserve, pay, confirm],
  /** Interrupted by a crash: confirm when the provider has the period's payment, else undo. */
  async recover(deps, ctx) {
    if (!ctx.orderId) return 'undo';
    const state = await awaitingOrderState(deps.database.db, ctx.orderId);
    if (state === 'gone') return 'undo';
    if (state === 'confirmed') return { resumeFrom: 'confirm', ctx };
    if (ctx.billedBy === 'stripe') return { resumeFrom: 'pay', ctx };
    const paid = ctx.paymentId ? { id: ctx.paymentId } : await findPeriodPayment(deps, ctx);
    return paid ? { resumeFrom: 'confirm', ctx: { ...ctx, paymentId: paid.id } } : 'undo';
  },
});

export type RenewalOutcome = 'renewed' | 'out_of_stock' | 'declined' | 'skipped';

/**
 * Renews one period of a subscription and settles what a failed renewal means for the buyer:
 * declined → past due; out of stock → the period is skipped (the next one will be tried). Either
 * way the buyer gets an email. Errors of another kind are thrown (the job, or Stripe, retries).
 */
export async function renewSubscription(deps: AppDeps, input: RenewalContext): Promise<RenewalOutcome> {
  try {
    await runWorkflow(deps, renewalWorkflow, input.key, input);
    return 'renewed';
  } catch (err) {
    const cause = err instanceof WorkflowError ? err.cause : err;
    if (cause instanceof AlreadyRenewed) return 'skipped';
    if (cause instanceof NotRenewing) {
      if (input.billedBy === 'us') await endSubscriptionOfGone(deps, input.subscriptionId);
      return 'skipped';
    }
    const outcome =
      cause instanceof PaymentDeclinedError ? 'declined' : cause instanceof AppError ? 'out_of_stock' : null;
    if (!outcome) throw err;
    await settleFailedRenewal(deps, input, outcome);
    return outcome;
  }
}

/** A due subscription whose buyer is disabled is cancelled (not renewed forever). */
async function endSubscriptionOfGone(deps: AppDeps, subscriptionId: number) {
  const now = deps.clock.now();
  const [row] = await deps.database.db
    .select({ userId: subscriptions.userId, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.status !== 'active') return;
  const [buyer] = await deps.database.db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, row.userId));
  if (buyer && !buyer.disabledAt) return;
  await deps.database.db
    .update(subscriptions)
    .set({ status: 'canceled', canceledAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

/** Declined: the subscription waits for a new card (past due). Out of stock: on to the next period. */
export async function settleFailedRenewal(
  deps: AppDeps,
  ctx: RenewalContext,
  outcome: 'declined' | 'out_of_stock',
) {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, ctx.subscriptionId);
    // Cancelled meanwhile: nothing more to renew, nobody to tell.
    if (!sub || !stillRenews(sub.status)) return;
    await tx
      .update(subscriptions)
      .set(
        outcome === 'declined'
          ? { status: 'past_due', nextRenewalAt: null }
          : { status: 'active', nextRenewalAt: nextRenewal(sub, ctx, now) },
      )
      .where(eq(subscriptions.id, sub.id));
    await enqueue(
      tx,
      'email.renewal-problem',
      { subscriptionId: sub.id, outcome },
      { singletonKey: `problem-${ctx.key}` },
    );
  });
}
