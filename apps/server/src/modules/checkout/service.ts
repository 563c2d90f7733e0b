import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ErrorCode,
  INVOICE_NOT_ALLOWED,
  INVOICE_ORDER_PLACED,
  NO_CARD,
  NO_CARD_SELECTED,
  ORDER_PLACED,
  isWholesaleBuyer,
  type BillingInput,
  type CartDto,
  type CartFarmDto,
  type CartLineDto,
  type PlacedOrderDto,
} from '@lfm/core';
import type { AppDeps, AuthUser } from '../../app-deps';
import type { Tx } from '../../db/client';
import {
  cartFarms,
  cartLines,
  carts,
  inventory,
  orderGroups,
  orderLines,
  orders,
  subscriptions,
  users,
  type AddressValue,
} from '../../db/schema';
import { PaymentDeclinedError } from '../../adapters/payments/types';
import { AppError, badRequest, forbidden } from '../../http/errors';
import { enqueue } from '../../jobs/queue';
import { computeCart } from '../cart/service';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS, orderDtoById } from '../orders/dto';
import { addInterval } from '../subscriptions/schedule';

export const CART_EMPTY = 'Your cart is empty';
export const MINIMUM_AMOUNT = 'Minimum amount must be greater than $0';
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

/**
 * payment/charge and payment/chargeByInvoice (issue 5). One transaction: lock the buyer's cart
 * (checkouts of one buyer run one at a time), return the order of an earlier attempt with the same
 * key, re-check the cart on the server (windows, availability, fees: never the client's totals),
 * lock the items in id order and take their stock, write the order with a group per farm, take the
 * payment once (idempotency key), start subscriptions, empty the cart and queue the receipt.
 * Anything failing rolls it all back: stock and cart stay as they were.
 */
export async function placeOrder(
  deps: AppDeps,
  user: AuthUser,
  input: BillingInput & { idempotencyKey: string; stripeCardId?: string },
  method: PaymentMethod,
): Promise<PlacedOrderDto> {
  const { db } = deps.database;
  const { payments } = deps;
  const message = method === 'invoice' ? INVOICE_ORDER_PLACED : ORDER_PLACED;
  const now = deps.clock.now();

  const earlier = await existingOrder(deps, user.id, input.idempotencyKey);
  if (earlier) return { message, order: earlier };

  const [buyer] = await db
    .select({ invoiceStatus: users.invoiceStatus, phone: users.phone })
    .from(users)
    .where(eq(users.id, user.id));
  if (method === 'invoice' && !(buyer?.invoiceStatus === 0 && isWholesaleBuyer(user.userType)))
    throw forbidden(INVOICE_NOT_ALLOWED);

  const customerId = await payments.ensureCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
  });
  if (method === 'card') {
    const { cards } = await payments.listCards(customerId);
    if (!cards.some((c) => c.id === input.stripeCardId))
      throw badRequest(cards.length ? NO_CARD_SELECTED : NO_CARD);
  }

  let externalChargeId: string | null = null;
  try {
    const orderId = await db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.userId, user.id))
        .for('update');
      const again = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, input.idempotencyKey)));
      if (again[0]) return again[0].id;
      if (!cart) throw badRequest(CART_EMPTY);

      const { dto } = await computeCart(deps, tx, { id: user.id, userType: user.userType });
      if (dto.lineCount === 0) throw badRequest(CART_EMPTY);
      if (dto.problems.length > 0) throw badRequest(dto.problems[0]!);
      const groups = planGroups(dto);
      const amountCents = groups.reduce(
        (s, g) => s + g.lines.reduce((a, l) => a + l.productPriceCents * l.productQuantity, 0),
        0,
      );
      const feesCents = groups.reduce((s, g) => s + g.deliveryFeesCents, 0);
      const totalCents = amountCents + feesCents;
      if (totalCents <= 0) throw badRequest(MINIMUM_AMOUNT);

      await takeStock(
        tx,
        groups.flatMap((g) => g.lines),
        isWholesaleBuyer(user.userType),
      );

      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          status: ORDER_PENDING_STATUS,
          amountCents,
          deliveryFeesCents: feesCents,
          totalCents,
          paymentMethod: method,
          idempotencyKey: input.idempotencyKey,
          billingInfo: { ...input, idempotencyKey: undefined, stripeCardId: undefined } as unknown as Record<
            string,
            string
          >,
          createdAt: now,
        })
        .returning({ id: orders.id });
      const subscriptionLines: { lineId: number; line: CartLineDto; group: GroupPlan }[] = [];
      for (const g of groups) {
        const [group] = await tx
          .insert(orderGroups)
          .values({
            orderId: order!.id,
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
          })
          .returning({ id: orderGroups.id });
        const inserted = await tx
          .insert(orderLines)
          .values(
            g.lines.map((l) => ({
              orderGroupId: group!.id,
              inventoryId: l.productId,
              productName: l.productName,
              variety: l.variety,
              unitPriceCents: l.productPriceCents,
              quantity: l.productQuantity,
              unit: l.unit,
              image: l.image,
            })),
          )
          .returning({ id: orderLines.id });
        g.lines.forEach((line, i) => {
          if (line.subscriptionInterval && line.subscriptionIntervalCount > 0)
            subscriptionLines.push({ lineId: inserted[i]!.id, line, group: g });
        });
      }

      const reference = `order-${order!.id}`;
      let paymentReference: string;
      if (method === 'card') {
        const { chargeId } = await payments.charge(
          {
            customerId,
            cardId: input.stripeCardId!,
            amountCents: totalCents,
            description: `Local Food Marketplace order #${order!.id}`,
            idempotencyKey: `checkout-${user.id}-${input.idempotencyKey}`,
            userId: user.id,
            metadata: { orderId: String(order!.id) },
          },
          tx,
        );
        if (payments.kind !== 'local') externalChargeId = chargeId;
        paymentReference = chargeId;
      } else {
        const { invoiceId } = await payments.createInvoice(
          {
            customerId,
            userId: user.id,
            email: user.email,
            lines: [
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
                  description: `${g.courierType === 'Shipping' ? 'Shipping' : 'Delivery'} – ${g.farmName}`,
                  quantity: 1,
                  unitAmountCents: g.deliveryFeesCents,
                })),
            ],
            idempotencyKey: `invoice-${user.id}-${input.idempotencyKey}`,
            daysUntilDue: INVOICE_DAYS_DUE,
            billTo: {
              name: `${input.firstName} ${input.lastName}`,
              organization: input.organization || undefined,
              address: [
                input.addressLine1,
                input.addressLine2,
                input.city,
                input.state,
                input.postalCode,
                input.country,
              ]
                .filter(Boolean)
                .join(', '),
            },
            reference,
          },
          tx,
        );
        paymentReference = invoiceId;
      }

      for (const { lineId, line, group } of subscriptionLines) {
        const { subscriptionId, status } = await payments.createSubscription(
          {
            customerId,
            cardId: input.stripeCardId ?? '',
            userId: user.id,
            productName: line.productName,
            unitAmountCents: line.productPriceCents,
            quantity: line.productQuantity,
            interval: line.subscriptionInterval!,
            intervalCount: line.subscriptionIntervalCount,
            firstRenewalAt: addInterval(now, line.subscriptionInterval!, line.subscriptionIntervalCount),
            idempotencyKey: `subscription-${lineId}`,
            metadata: { orderId: String(order!.id), productId: String(line.productId) },
          },
          tx,
        );
        const [sub] = await tx
          .insert(subscriptions)
          .values({
            userId: user.id,
            inventoryId: line.productId,
            providerSubscriptionId: subscriptionId,
            status,
            interval: line.subscriptionInterval!,
            intervalCount: line.subscriptionIntervalCount,
            quantity: line.productQuantity,
            unitAmountCents: line.productPriceCents,
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
            provider: payments.kind,
            providerCustomerId: customerId,
            providerCardId: input.stripeCardId ?? null,
            orderId: order!.id,
            nextRenewalAt: addInterval(now, line.subscriptionInterval!, line.subscriptionIntervalCount),
            createdAt: now,
          })
          .returning({ id: subscriptions.id });
        await tx.update(orderLines).set({ subscriptionId: sub!.id }).where(eq(orderLines.id, lineId));
      }

      await tx
        .update(orders)
        .set({ status: method === 'card' ? ORDER_PAID_STATUS : ORDER_PENDING_STATUS, paymentReference })
        .where(eq(orders.id, order!.id));
      await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
      await tx.delete(cartFarms).where(eq(cartFarms.cartId, cart.id));
      await enqueue(tx, 'email.receipt', { orderId: order!.id }, { singletonKey: `receipt-${order!.id}` });
      return order!.id;
    });
    const order = await orderDtoById(db, user.id, orderId, deps.clock.now());
    return { message, order: order! };
  } catch (err) {
    // A card charged outside our database whose order did not commit is given back.
    if (externalChargeId)
      await payments.refund(externalChargeId, `rollback-${externalChargeId}`).catch(() => undefined);
    if (err instanceof PaymentDeclinedError) throw new AppError(402, ErrorCode.PaymentFailed, err.message);
    throw err;
  }
}

async function existingOrder(deps: AppDeps, userId: number, key: string) {
  const [row] = await deps.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? orderDtoById(deps.database.db, userId, row.id, deps.clock.now()) : null;
}

/**
 * Locks the items (in id order, so concurrent checkouts never deadlock), re-reads their stock and
 * takes the quantities from the buyer's pool. Stock is never sold twice: a second checkout waits on
 * the lock and sees what is left.
 */
export async function takeStock(
  tx: Tx,
  lines: { productId: number; productQuantity: number; productName: string }[],
  wholesale: boolean,
) {
  const wanted = new Map<number, { qty: number; name: string }>();
  for (const l of lines) {
    const w = wanted.get(l.productId);
    wanted.set(l.productId, { qty: (w?.qty ?? 0) + l.productQuantity, name: l.productName });
  }
  const ids = [...wanted.keys()].sort((a, b) => a - b);
  const pool = wholesale ? inventory.maximumWholesaleQuantity : inventory.maximumConsumerQuantity;
  const rows = await tx
    .select({ id: inventory.id, status: inventory.status, left: pool })
    .from(inventory)
    .where(inArray(inventory.id, ids))
    .orderBy(asc(inventory.id))
    .for('update');
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const { qty, name } = wanted.get(id)!;
    if (!row || row.status !== 1 || row.left <= 0) throw badRequest(`${name} is out of stock`);
    if (row.left < qty) throw badRequest(`Only ${row.left} units left of ${name}`);
  }
  for (const id of ids)
    await tx
      .update(inventory)
      .set(
        wholesale
          ? { maximumWholesaleQuantity: sql`${inventory.maximumWholesaleQuantity} - ${wanted.get(id)!.qty}` }
          : { maximumConsumerQuantity: sql`${inventory.maximumConsumerQuantity} - ${wanted.get(id)!.qty}` },
      )
      .where(eq(inventory.id, id));
}

/** Gives back what an order took (cancellation). */
export async function returnStock(
  tx: Tx,
  lines: { inventoryId: number; quantity: number }[],
  wholesale: boolean,
) {
  const ids = [...new Set(lines.map((l) => l.inventoryId))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: inventory.id })
    .from(inventory)
    .where(inArray(inventory.id, ids))
    .orderBy(asc(inventory.id))
    .for('update');
  for (const id of ids) {
    const qty = lines.filter((l) => l.inventoryId === id).reduce((s, l) => s + l.quantity, 0);
    await tx
      .update(inventory)
      .set(
        wholesale
          ? { maximumWholesaleQuantity: sql`${inventory.maximumWholesaleQuantity} + ${qty}` }
          : { maximumConsumerQuantity: sql`${inventory.maximumConsumerQuantity} + ${qty}` },
      )
      .where(eq(inventory.id, id));
  }
}
