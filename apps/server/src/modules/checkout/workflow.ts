import { and, eq, inArray, or } from 'drizzle-orm';
import {
  AUTHENTICATION_FAILED,
  CART_EMPTY,
  DEFAULT_LOCALE,
  MINIMUM_AMOUNT,
  translate,
  type Locale,
  isWholesaleBuyer,
  type BillingInput,
  type CartDto,
  type CartFarmDto,
  type CartLineDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { carts, orderGroups, orderLines, orders, type AddressValue } from '../../db/schema';
import { PaymentDeclinedError, type InvoiceLine } from '../../adapters/payments/types';
import { badRequest, conflict } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { AwaitOutside, defineWorkflow, type StepDef, type WorkflowContext } from '../../workflows/runner';
import { clearCart, computeCart } from '../cart';
import { lockChosenSlots } from '../slots';
import { takeStock } from '../inventory';
import {
  ORDER_AWAITING_PAYMENT_STATUS,
  awaitingOrderState,
  ORDER_PAID_STATUS,
  ORDER_PENDING_STATUS,
  confirmAwaitingOrder,
  insertOrder,
  linkLineToSubscription,
  releaseAwaitingOrder,
} from '../orders';
import { addInterval, startSubscription } from '../subscriptions';

export { CART_EMPTY, MINIMUM_AMOUNT };

/** Why a cart cannot be checked out as it is (empty, or its first problem), or null. */
export const cartRefusal = (dto: CartDto): string | null =>
  dto.lineCount === 0 ? CART_EMPTY : (dto.problems[0] ?? null);
export const CHECKOUT_IN_PROGRESS =
  'Your previous checkout is still being processed. Please try again in a minute.';
export const INVOICE_DAYS_DUE = 30;

export type PaymentMethod = 'card' | 'invoice';

interface GroupPlan {
  farmId: number;
  farmName: string;
  courierType: 'Pickup' | 'Delivery' | 'Shipping';
  distributionId: number | null;
  marketId: number | null;
  address: AddressValue | null;
  day: number | null;
  timeSlot: string | null;
  deliveryFeesCents: number;
  lines: CartLineDto[];
}

/** The groups an order will have: one per farm entry, plus one per farm of shipped products. */
function planGroups(cart: CartDto): GroupPlan[] {
  const fromFarm = (f: CartFarmDto): GroupPlan => {
    const pickup =
      f.courierType === 'Pickup'
        ? f.pickupOptions.find(
            (o) => o.distributionId === f.distributionId && o.day === f.day && o.timeSlot === f.timeSlot,
          )
        : undefined;
    return {
      farmId: f.farmId,
      farmName: f.farmName,
      courierType: f.courierType ?? 'Pickup',
      distributionId: f.distributionId,
      marketId: f.marketId,
      address: f.courierType === 'Pickup' ? (pickup?.address ?? null) : f.address,
      day: f.day,
      timeSlot: f.timeSlot,
      deliveryFeesCents: f.courierType === 'Delivery' ? f.deliveryFeesCents : 0,
      lines: f.productList,
    };
  };
  const shipped: GroupPlan[] = cart.shipped.farms.map((s) => ({
    farmId: s.farmId,
    farmName: s.farmName,
    courierType: 'Shipping',
    distributionId: s.distributionId,
    marketId: null,
    address: cart.shipped.shipTo,
    day: null,
    timeSlot: null,
    deliveryFeesCents: s.feeCents,
    lines: cart.shipped.productList.filter((l) => l.farmId === s.farmId),
  }));
  return [...cart.buyList.map(fromFarm), ...shipped].filter((g) => g.lines.length > 0);
}

const groupTotal = (g: GroupPlan) =>
  g.lines.reduce((s, l) => s + l.productPriceCents * l.productQuantity, 0) + g.deliveryFeesCents;

interface SubscriptionLine {
  lineId: number;
  productId: number;
  productName: string;
  unitAmountCents: number;
  quantity: number;
  interval: string;
  intervalCount: number;
}

/** What the checkout's steps know; saved after each step (JSON). */
export interface CheckoutContext extends WorkflowContext {
  userId: number;
  userType: number;
  email: string;
  buyerName: string;
  /** The buyer's saved language (issue 32): the invoice the marketplace emails them (absent in older runs). */
  locale?: Locale;
  method: PaymentMethod;
  idempotencyKey: string;
  billing: BillingInput;
  cardId: string | null;
  /** The card charged, as the order keeps it (brand, last 4); null for an invoice. */
  card?: { brand: string; last4: string } | null;
  customerId: string;
  /** reserve */
  orderId?: number;
  reservedAt?: string;
  totalCents?: number;
  invoiceLines?: InvoiceLine[];
  subscriptionLines?: SubscriptionLine[];
  /** pay: the charge or invoice (once taken) */
  paymentId?: string;
  /** pay: a charge the card's bank wants the buyer to authenticate first (3-D Secure); the run waits. */
  authentication?: { paymentId: string; clientSecret: string | null };
  /** subscribe */
  subscriptions?: { lineId: number; subscriptionId: string; status: string }[];
}

/** The same order already placed (or being placed) with this key: the caller returns it. */
export class DuplicateCheckout extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId} has this checkout key`);
  }
}

const providerKey = (ctx: CheckoutContext) =>
  `${ctx.method === 'card' ? 'checkout' : 'invoice'}-${ctx.userId}-${ctx.idempotencyKey}`;

/**
 * reserve: one short transaction. Locks the buyer's cart (a buyer's checkouts run one at a time),
 * re-checks the cart on the server (windows, availability, fees: never the client's totals), writes
 * the order as awaiting payment and takes the stock (items locked in id order, last, so they are
 * held only for the commit).
 */
const reserve: StepDef<CheckoutContext> = {
  name: 'reserve',
  savesItself: true,
  async run(deps, ctx, run) {
    const { db } = deps.database;
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.userId, ctx.userId))
        .for('update');
      // This checkout's order (submitted twice), or another still awaiting payment, in one read.
      const earlier = await tx
        .select({ id: orders.id, key: orders.idempotencyKey })
        .from(orders)
        .where(
          and(
            eq(orders.userId, ctx.userId),
            or(
              eq(orders.idempotencyKey, ctx.idempotencyKey),
              eq(orders.status, ORDER_AWAITING_PAYMENT_STATUS),
            ),
          ),
        );
      const again = earlier.find((o) => o.key === ctx.idempotencyKey);
      if (again) throw new DuplicateCheckout(again.id);
      if (earlier.length > 0) throw conflict(CHECKOUT_IN_PROGRESS);
      if (!cart) throw badRequest(CART_EMPTY);
      // Capped pickup slots / delivery days are counted under their lock, taken before the stock's.
      await lockChosenSlots(tx, cart.id);

      const { dto } = await computeCart(deps, tx, { id: ctx.userId, userType: ctx.userType });
      const refusal = cartRefusal(dto);
      if (refusal) throw badRequest(refusal);
      const groups = planGroups(dto);
      const amountCents = groups.reduce(
        (s, g) => s + g.lines.reduce((a, l) => a + l.productPriceCents * l.productQuantity, 0),
        0,
      );
      const feesCents = groups.reduce((s, g) => s + g.deliveryFeesCents, 0);
      const totalCents = amountCents + feesCents;
      if (totalCents <= 0) throw badRequest(MINIMUM_AMOUNT);

      const { orderId, lineIds } = await insertOrder(
        tx,
        {
          userId: ctx.userId,
          status: ORDER_AWAITING_PAYMENT_STATUS,
          amountCents,
          deliveryFeesCents: feesCents,
          totalCents,
          paymentMethod: ctx.method,
          idempotencyKey: ctx.idempotencyKey,
          billingInfo: { ...ctx.billing } as unknown as Record<string, string>,
          cardBrand: ctx.card?.brand ?? null,
          cardLast4: ctx.card?.last4 ?? null,
          createdAt: now,
        },
        groups.map((g) => ({
          group: {
            farmId: g.farmId,
            farmName: g.farmName,
            courierType: g.courierType,
            distributionId: g.distributionId,
            marketId: g.marketId,
            address: g.address,
            day: g.day,
            timeSlot: g.timeSlot,
            deliveryFeesCents: g.deliveryFeesCents,
            totalCents: groupTotal(g),
          },
          lines: g.lines.map((l) => ({
            inventoryId: l.productId,
            productName: l.productName,
            productNameEs: l.productNameEs ?? '',
            variety: l.variety,
            unitPriceCents: l.productPriceCents,
            quantity: l.productQuantity,
            unit: l.unit,
            image: l.image,
          })),
        })),
      );
      const subscriptionLines: SubscriptionLine[] = [];
      groups.forEach((g, gi) => {
        g.lines.forEach((line, i) => {
          if (line.subscriptionInterval && line.subscriptionIntervalCount > 0)
            subscriptionLines.push({
              lineId: lineIds[gi]![i]!,
              productId: line.productId,
              productName: line.productName,
              unitAmountCents: line.productPriceCents,
              quantity: line.productQuantity,
              interval: line.subscriptionInterval,
              intervalCount: line.subscriptionIntervalCount,
            });
        });
      });
      const learnt: Partial<CheckoutContext> = {
        orderId,
        reservedAt: now.toISOString(),
        totalCents,
        subscriptionLines,
        invoiceLines: [
          ...groups.flatMap((g) =>
            g.lines.map((l) => ({
              description: `${l.productName}${l.variety ? ` (${l.variety})` : ''}, ${l.unit} – ${g.farmName}`,
              quantity: l.productQuantity,
              unitAmountCents: l.productPriceCents,
            })),
          ),
          ...groups
            .filter((g) => g.deliveryFeesCents > 0)
            .map((g) => ({
              description: translate(ctx.locale ?? DEFAULT_LOCALE, 'doc.invoice.feeLine', {
                way: g.courierType,
                farm: g.farmName,
              }),
              quantity: 1,
              unitAmountCents: g.deliveryFeesCents,
            })),
        ],
      };
      // The reservation and the run's knowledge of it commit together: a crash leaves no unknown order.
      await run.save(tx, { ...ctx, ...learnt });
      // The stock last: its rows stay locked from here to the commit, which other buyers of the same
      // items wait for, so the order's own rows and the run's record are written before.
      await takeStock(
        tx,
        groups.flatMap((g) => g.lines),
        isWholesaleBuyer(ctx.userType),
      );
      return learnt;
    });
  },
  /** Gives the stock back and removes the order, unless it was confirmed meanwhile. */
  async undo(deps, ctx) {
    if (!ctx.orderId) return;
    const orderId = ctx.orderId;
    await deps.database.db.transaction((tx) => releaseAwaitingOrder(tx, orderId, ctx.userType));
  },
};

/** pay: the provider call, outside any transaction, with the checkout's idempotency key. */
const pay: StepDef<CheckoutContext> = {
  name: 'pay',
  // After a crash, recover asks the provider by the checkout's key (findPayment).
  foundAgain: true,
  async run(deps: AppDeps, ctx: CheckoutContext): Promise<Partial<CheckoutContext>> {
    const b = ctx.billing;
    if (ctx.method === 'card' && ctx.authentication) {
      // Run again after the buyer answered their bank's challenge: how did it end?
      const { paymentId } = ctx.authentication;
      const status = await deps.payments.paymentStatus(paymentId);
      if (status === 'failed')
        throw new PaymentDeclinedError(AUTHENTICATION_FAILED, 'payment_intent_authentication_failure');
      if (status === 'requires_action') throw new AwaitOutside({});
      return { paymentId };
    }
    if (ctx.method === 'card') {
      const charged = await deps.payments.charge({
        customerId: ctx.customerId,
        cardId: ctx.cardId!,
        amountCents: ctx.totalCents!,
        description: `Local Food Marketplace order #${ctx.orderId}`,
        idempotencyKey: providerKey(ctx),
        userId: ctx.userId,
        metadata: { orderId: String(ctx.orderId) },
      });
      // The buyer is here (on-session): the stock stays reserved while they answer their bank.
      if (charged.status === 'requires_action')
        throw new AwaitOutside({
          authentication: { paymentId: charged.chargeId, clientSecret: charged.clientSecret },
        });
      return { paymentId: charged.chargeId };
    }
    const { invoiceId } = await deps.payments.createInvoice({
      customerId: ctx.customerId,
      userId: ctx.userId,
      email: ctx.email,
      lines: ctx.invoiceLines!,
      idempotencyKey: providerKey(ctx),
      daysUntilDue: INVOICE_DAYS_DUE,
      billTo: {
        name: `${b.firstName} ${b.lastName}`,
        organization: b.organization || undefined,
        address: [b.addressLine1, b.addressLine2, b.city, b.state, b.postalCode, b.country]
          .filter(Boolean)
          .join(', '),
      },
      reference: `order-${ctx.orderId}`,
      locale: ctx.locale,
    });
    return { paymentId: invoiceId };
  },
  /**
   * Refunds the charge (voids the invoice). Without its id (the call failed or its answer was lost)
   * the provider is asked by the idempotency key whether it took the money all the same.
   */
  async undo(deps: AppDeps, ctx: CheckoutContext) {
    if (!ctx.orderId) return;
    // A charge still waiting for authentication is canceled, so it can never be taken later.
    const id = ctx.paymentId ?? ctx.authentication?.paymentId ?? (await findPayment(deps, ctx))?.id;
    if (id) await deps.payments.refund(id, `undo-${id}`);
  },
};

const findPayment = (deps: AppDeps, ctx: CheckoutContext) =>
  deps.payments.findPayment({
    kind: ctx.method === 'card' ? 'charge' : 'invoice',
    customerId: ctx.customerId,
    idempotencyKey: providerKey(ctx),
    since: new Date(ctx.reservedAt ?? 0),
  });

/** subscribe: the provider subscriptions of subscription items (billed from their first renewal). */
const subscribe: StepDef<CheckoutContext> = {
  name: 'subscribe',
  async run(deps: AppDeps, ctx: CheckoutContext): Promise<Partial<CheckoutContext> | void> {
    if (!ctx.subscriptionLines?.length) return;
    // Kept on the context as they are made, so a failure half way undoes the ones made.
    ctx.subscriptions = [];
    const now = new Date(ctx.reservedAt!);
    for (const line of ctx.subscriptionLines ?? []) {
      const { subscriptionId, status } = await deps.payments.createSubscription({
        customerId: ctx.customerId,
        cardId: ctx.cardId ?? '',
        userId: ctx.userId,
        productName: line.productName,
        unitAmountCents: line.unitAmountCents,
        quantity: line.quantity,
        interval: line.interval,
        intervalCount: line.intervalCount,
        firstRenewalAt: addInterval(now, line.interval, line.intervalCount),
        idempotencyKey: `subscription-${line.lineId}`,
        metadata: { orderId: String(ctx.orderId), productId: String(line.productId) },
      });
      ctx.subscriptions.push({ lineId: line.lineId, subscriptionId, status });
    }
    return { subscriptions: ctx.subscriptions };
  },
  async undo(deps: AppDeps, ctx: CheckoutContext) {
    for (const s of ctx.subscriptions ?? []) await deps.payments.cancelSubscription(s.subscriptionId);
  },
};

/**
 * confirm: one short transaction. Marks the order paid (an invoice order stays pending until the
 * invoice is paid), records its subscriptions, empties the cart and queues the receipt. Idempotent:
 * an order already confirmed with this payment is left as it is.
 */
const confirm: StepDef<CheckoutContext> = {
  name: 'confirm',
  savesItself: true,
  async run(deps: AppDeps, ctx: CheckoutContext, run) {
    const orderId = ctx.orderId!;
    const now = new Date(ctx.reservedAt!);
    await deps.database.db.transaction(async (tx) => {
      const confirmed = await confirmAwaitingOrder(
        tx,
        orderId,
        ctx.method === 'card' ? ORDER_PAID_STATUS : ORDER_PENDING_STATUS,
        ctx.paymentId,
      );
      if (!confirmed) {
        const [done] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.paymentReference, ctx.paymentId!)));
        if (done) return run.save(tx, ctx);
        throw new Error(`order ${orderId} was released before it was confirmed`);
      }
      const made = new Map((ctx.subscriptions ?? []).map((s) => [s.lineId, s]));
      if (made.size > 0) {
        const lines = await tx
          .select({ line: orderLines, group: orderGroups })
          .from(orderLines)
          .innerJoin(orderGroups, eq(orderGroups.id, orderLines.orderGroupId))
          .where(inArray(orderLines.id, [...made.keys()]));
        for (const { line, group } of lines) {
          const plan = ctx.subscriptionLines!.find((s) => s.lineId === line.id)!;
          const provider = made.get(line.id)!;
          const subscriptionId = await startSubscription(tx, {
            userId: ctx.userId,
            inventoryId: line.inventoryId,
            providerSubscriptionId: provider.subscriptionId,
            status: provider.status,
            interval: plan.interval,
            intervalCount: plan.intervalCount,
            quantity: line.quantity,
            unitAmountCents: line.unitPriceCents,
            productName: line.productName,
            productImage: line.image,
            productUnit: line.unit,
            courierType: group.courierType,
            address: group.address,
            day: group.day,
            farmId: group.farmId,
            distributionId: group.distributionId,
            marketId: group.marketId,
            timeSlot: group.timeSlot,
            provider: deps.payments.kind,
            providerCustomerId: ctx.customerId,
            providerCardId: ctx.cardId,
            orderId,
            nextRenewalAt: addInterval(now, plan.interval, plan.intervalCount),
            createdAt: now,
          });
          await linkLineToSubscription(tx, line.id, subscriptionId);
        }
      }
      await clearCart(tx, ctx.userId);
      await enqueue(tx, 'email.receipt', { orderId }, { singletonKey: `receipt-${orderId}` });
      // Confirmed and recorded done in one commit.
      await run.save(tx, ctx);
    });
  },
};

/**
 * The checkout (issue 16; docs/decisions/003-checkout-workflow.md): reserve → pay → subscribe →
 * confirm. No database lock is held while the provider is called.
 */
export const checkoutWorkflow = defineWorkflow<CheckoutContext>({
  name: 'checkout',
  steps: [reserve, pay, subscribe, confirm],
  /**
   * A checkout interrupted by a crash. Reserved but never confirmed: ask the provider by the
   * idempotency key. Paid (or invoiced) → make the subscriptions and confirm; unknown → undo, which
   * gives the stock back.
   */
  async recover(deps, ctx) {
    if (!ctx.orderId) return 'undo';
    const state = await awaitingOrderState(deps.database.db, ctx.orderId);
    if (state === 'gone') return 'undo';
    if (state === 'confirmed') return { resumeFrom: 'confirm', ctx };
    if (ctx.authentication && !ctx.paymentId) {
      // Left at the bank's challenge: taken only if the buyer completed it; else canceled by the undo.
      const status = await deps.payments.paymentStatus(ctx.authentication.paymentId);
      if (status !== 'succeeded') return 'undo';
      return { resumeFrom: 'subscribe', ctx: { ...ctx, paymentId: ctx.authentication.paymentId } };
    }
    const paid = ctx.paymentId ? { id: ctx.paymentId } : await findPayment(deps, ctx);
    if (!paid) return 'undo';
    return { resumeFrom: 'subscribe', ctx: { ...ctx, paymentId: paid.id } };
  },
});
