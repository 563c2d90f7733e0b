import { createHash } from 'node:crypto';
import { and, desc, eq, gte, like, sql } from 'drizzle-orm';
import {
  AUTHENTICATION_FAILED,
  AUTHENTICATION_NEEDED,
  DEFAULT_LOCALE,
  ErrorCode,
  type CheckoutAnswerDto,
  type PaymentActionDto,
  INVOICE_NOT_ALLOWED,
  NO_CARD,
  NO_CARD_SELECTED,
  ORDER_PLACED,
  PAYMENT_UNAVAILABLE,
  isWholesaleBuyer,
  type BillingInput,
  invoiceOrderPlaced,
} from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import { cartFarms, cartLines, carts, orders, users, workflowRuns } from '../../db/schema';
import { PaymentDeclinedError } from '../../adapters/payments/types';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import { customerRef, paymentCustomerId } from '../payments';
import { rowsOf, together } from '../../db/client';
import {
  WorkflowError,
  WorkflowWaiting,
  abandonWaiting,
  resumeWaiting,
  runWorkflow,
} from '../../workflows/runner';
import { ORDER_AWAITING_PAYMENT_STATUS, dtoContext, orderDtoById } from '../orders';
import { computeCart } from '../cart';
import {
  CHECKOUT_IN_PROGRESS,
  DuplicateCheckout,
  cartRefusal,
  checkoutWorkflow,
  type CheckoutContext,
  type PaymentMethod,
} from './workflow';

export { CART_EMPTY, INVOICE_DAYS_DUE, MINIMUM_AMOUNT, type PaymentMethod } from './workflow';

/** A submit without a key this soon after the same submit placed an order (and emptied the cart) is its double. */
const DOUBLE_SUBMIT_MS = 2 * 60_000;

/** How long a second submit of the same checkout waits for the first to finish paying. */
const SAME_CHECKOUT_WAIT_MS = 60_000;

/** A checkout as we name it: the billing details, its key, and the saved card to charge (the SPEC's
 * payload calls it `stripeCardId`; the route maps it once). */
export type CheckoutRequest = BillingInput & { idempotencyKey?: string; cardId?: string };

/**
 * payment/charge and payment/chargeByInvoice (issue 5, issue 16). Checks who may pay how, then runs
 * the checkout workflow (modules/checkout/workflow.ts): reserve (short transaction: stock taken,
 * order awaiting payment), pay (the provider, outside any transaction, once per idempotency key),
 * subscribe, confirm (short transaction: paid, cart emptied, receipt queued). A failed step undoes
 * the ones before it: stock and cart stay as they were. The same key again returns the same order.
 */
export async function placeOrder(
  deps: AppDeps,
  user: AuthUser,
  body: CheckoutRequest,
  method: PaymentMethod,
): Promise<CheckoutAnswerDto> {
  const { db } = deps.database;
  const { payments } = deps;
  const message = method === 'invoice' ? invoiceOrderPlaced(payments.kind) : ORDER_PLACED;
  const placedOrder = async (orderId: number) => ({
    message,
    order: (await orderDtoById(db, user.id, orderId, dtoContext(deps)))!,
  });

  const input = {
    ...body,
    idempotencyKey: body.idempotencyKey ?? (await cartStateKey(deps, user.id, method, body)),
  };
  // A checkout of this buyer waiting at their bank's challenge: the same one again answers with the
  // challenge; another means they left it, so its stock goes back and its charge is canceled.
  const waiting = await waitingCheckouts(deps, user.id);
  const same = waiting.find((w) => w.key === runKey(user.id, input.idempotencyKey));
  if (same) return actionNeeded(deps, same.context as CheckoutContext);
  if (waiting.length) await abandonWaiting(deps, checkoutWorkflow, runKey(user.id, ''));
  // What decides the answer, read side by side; checked in the order below. The cart itself is
  // checked by reserve, in its transaction; here only before a refusal of another kind, which must
  // not hide what is wrong with the cart, or before anything is written (a payment customer).
  const [earlier, [buyer], existing] = await together(
    db,
    () => settledOrderWithKey(deps, user.id, input.idempotencyKey),
    // Only an invoice needs the buyer's approval.
    () =>
      method === 'invoice'
        ? db.select({ invoiceStatus: users.invoiceStatus }).from(users).where(eq(users.id, user.id))
        : Promise.resolve([]),
    () => paymentCustomerId(deps, user.id),
  );
  if (earlier) return placedOrder(earlier);
  if (method === 'invoice' && !(buyer?.invoiceStatus === 0 && isWholesaleBuyer(user.userType)))
    throw forbidden(INVOICE_NOT_ALLOWED);

  // Issue 13.3: a cart that cannot be checked out is refused before anything is written (the
  // workflow's run, a payment customer), and before the card's refusals.
  const refuseCart = async () => {
    const cart = await computeCart(deps, db, { id: user.id, userType: user.userType });
    const refusal = cartRefusal(cart.dto);
    if (refusal) throw badRequest(refusal);
  };
  if (!existing) {
    await refuseCart();
    if (method === 'card') throw badRequest(NO_CARD);
  }
  const customerId = existing ?? (await payments.ensureCustomer(customerRef(user)));
  let card: CheckoutContext['card'] = null;
  if (method === 'card') {
    const { cards } = await payments.listCards(customerId);
    const chosen = cards.find((c) => c.id === input.cardId);
    if (!chosen) {
      await refuseCart();
      throw badRequest(cards.length ? NO_CARD_SELECTED : NO_CARD);
    }
    card = { brand: chosen.brand, last4: chosen.last4 };
  }

  const { idempotencyKey, cardId, ...billing } = input;
  try {
    const done = await runWorkflow(deps, checkoutWorkflow, runKey(user.id, idempotencyKey), {
      userId: user.id,
      userType: user.userType,
      email: user.email,
      buyerName: `${user.firstName} ${user.lastName}`,
      locale: user.language ?? DEFAULT_LOCALE,
      method,
      idempotencyKey,
      billing,
      cardId: cardId ?? null,
      card,
      customerId,
    });
    return placedOrder(done.orderId!);
  } catch (err) {
    if (err instanceof WorkflowWaiting) return actionNeeded(deps, err.ctx as CheckoutContext);
    const cause = err instanceof WorkflowError ? err.cause : err;
    if (
      cause instanceof AppError &&
      cause.statusCode === 400 &&
      err instanceof WorkflowError &&
      err.step === 'reserve'
    ) {
      // Refused by reserve (the cart, the stock): the same checkout, submitted again while the first
      // took the stock and emptied the cart, answers with the first one's order.
      const first = await settledOrderWithKey(deps, user.id, idempotencyKey);
      if (first) return placedOrder(first);
      throw cause;
    }
    if (cause instanceof DuplicateCheckout) {
      // The same checkout submitted twice at once: answer with the first one's order.
      const orderId = await settledOrderWithKey(deps, user.id, idempotencyKey);
      if (orderId) return placedOrder(orderId);
      return placeOrder(deps, user, input, method);
    }
    throw paymentFailure(deps, err, runKey(user.id, idempotencyKey));
  }
}

const runKey = (userId: number, idempotencyKey: string) => `${userId}:${idempotencyKey}`;

/** The checkout runs of this buyer waiting at their bank's challenge. */
const waitingCheckouts = (deps: AppDeps, userId: number) =>
  deps.database.db
    .select({ key: workflowRuns.key, context: workflowRuns.context })
    .from(workflowRuns)
    .where(
      and(
        eq(workflowRuns.workflow, checkoutWorkflow.name),
        eq(workflowRuns.state, 'waiting'),
        like(workflowRuns.key, runKey(userId, '%')),
      ),
    );

/** The answer that sends the browser to the bank's challenge (issue 30.2). */
function actionNeeded(deps: AppDeps, ctx: CheckoutContext): PaymentActionDto {
  return {
    message: AUTHENTICATION_NEEDED,
    nextAction: {
      type: 'authenticate',
      provider: deps.payments.kind,
      paymentId: ctx.authentication!.paymentId,
      clientSecret: ctx.authentication!.clientSecret,
      checkoutKey: ctx.idempotencyKey,
    },
  };
}

/** A checkout's failure after reserve, as the buyer hears it: the workflow has undone what it did. */
function paymentFailure(deps: AppDeps, err: unknown, key: string): unknown {
  const cause = err instanceof WorkflowError ? err.cause : err;
  if (cause instanceof PaymentDeclinedError) return new AppError(402, ErrorCode.PaymentFailed, cause.message);
  if (cause instanceof AppError || !(err instanceof WorkflowError) || err.step === 'reserve') return cause;
  // The provider failed (or the order could not be confirmed).
  deps.log.warn({ err: cause, checkout: key, step: err.step }, `checkout ${key} failed at ${err.step}`);
  return new AppError(502, ErrorCode.PaymentFailed, PAYMENT_UNAVAILABLE);
}

/**
 * payment/confirmCharge (issue 30.2): the buyer has answered their bank's challenge; the checkout
 * waiting for it runs on. Completed: the order is placed as by payment/charge. Failed: the workflow's
 * undo gives the stock back and cancels the charge, the cart stays as it was, and the buyer hears why.
 */
export async function confirmCharge(
  deps: AppDeps,
  user: AuthUser,
  idempotencyKey: string,
): Promise<CheckoutAnswerDto> {
  const key = runKey(user.id, idempotencyKey);
  const placed = async (orderId: number) => ({
    message: ORDER_PLACED,
    order: (await orderDtoById(deps.database.db, user.id, orderId, dtoContext(deps)))!,
  });
  try {
    const done = await resumeWaiting(deps, checkoutWorkflow, key);
    if (done) return placed(done.orderId!);
  } catch (err) {
    if (err instanceof WorkflowWaiting) return actionNeeded(deps, err.ctx as CheckoutContext);
    throw paymentFailure(deps, err, key);
  }
  // Not waiting: confirmed already (a second tab, a retried request), or undone.
  const orderId = await settledOrderWithKey(deps, user.id, idempotencyKey);
  if (orderId) return placed(orderId);
  throw new AppError(402, ErrorCode.PaymentFailed, AUTHENTICATION_FAILED);
}

/**
 * The checkout key of a request that sent none (SPEC's payload): the cart's state (its lines, which
 * are new rows each time a cart is filled again, its courier choices), the payment method, card and
 * billing details. The same submit twice gives the same key, so one order and one charge; the next
 * cart after an order gives a new one.
 */
async function cartStateKey(deps: AppDeps, userId: number, method: PaymentMethod, body: CheckoutRequest) {
  const { db } = deps.database;
  // One statement, so one snapshot: read in three, a first submit's confirm could commit between them
  // (lines read full, choices read gone) and give this one a key of a cart that never was, which then
  // finds the cart empty and no order under its key.
  const [cart] = await rowsOf<{ id: number; info: unknown; lines: unknown[]; choices: unknown[] }>(
    db.execute(sql`
      SELECT c.id, c.delivery_info AS info,
        coalesce((SELECT json_agg(json_build_array(l.id, l.inventory_id, l.quantity,
            l.subscription_interval, l.subscription_interval_count) ORDER BY l.id)
          FROM ${cartLines} l WHERE l.cart_id = c.id), '[]') AS lines,
        coalesce((SELECT json_agg(json_build_array(f.farm_id, f.courier_type, f.distribution_id,
            f.market_id, f.address, f.day, f.time_slot) ORDER BY f.farm_id)
          FROM ${cartFarms} f WHERE f.cart_id = c.id), '[]') AS choices
      FROM ${carts} c WHERE c.user_id = ${userId}`),
  );
  const lines = cart?.lines ?? [];
  const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('base64url');
  const submit = `cart-${hash([method, body]).slice(0, 20)}-`;
  if (lines.length === 0) {
    // The first submit may have finished (and emptied the cart) before this one arrived.
    const [recent] = await db
      .select({ key: orders.idempotencyKey })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          like(orders.idempotencyKey, `${submit}%`),
          gte(orders.createdAt, new Date(deps.clock.now().getTime() - DOUBLE_SUBMIT_MS)),
        ),
      )
      .orderBy(desc(orders.id))
      .limit(1);
    if (recent) return recent.key;
  }
  return submit + hash([cart?.id ?? null, cart?.info ?? null, lines, cart?.choices ?? []]).slice(0, 30);
}

/**
 * The order placed earlier with this key, once it is settled. While it is still awaiting payment
 * (the same checkout submitted twice) this waits for it; null when there is none or it was released.
 */
async function settledOrderWithKey(deps: AppDeps, userId: number, key: string): Promise<number | null> {
  const until = Date.now() + SAME_CHECKOUT_WAIT_MS;
  for (;;) {
    const [row] = await deps.database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    if (!row) return null;
    if (row.status !== ORDER_AWAITING_PAYMENT_STATUS) return row.id;
    if (Date.now() > until) throw conflict(CHECKOUT_IN_PROGRESS);
    await new Promise((r) => setTimeout(r, 50));
  }
}
