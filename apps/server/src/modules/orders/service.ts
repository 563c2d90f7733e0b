import { eq } from 'drizzle-orm';
import {
  CANCEL_WINDOW_CLOSED,
  NOT_FOUND,
  ORDER_ALREADY_CANCELLED,
  SUBSCRIPTION_ALREADY_CANCELLED,
  type OrderDetailsDto,
  type OrderDto,
} from '@lfm/core';
import type { AppDeps } from '../../app-deps';
import { orders, subscriptions, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { JobHandler } from '../../jobs/queue';
import { dtoContext, orderDtoById, ordersOfUser, subscriptionsOfUser } from './dto';
import { PICKUP_QR_CID, orderPdf, receiptMail } from './documents';
import { pickupQrPng } from '../../lib/pickup-code';
import { isTestMode } from '../../config';

export const ORDER_NOT_FOUND = NOT_FOUND.order;
export const SUBSCRIPTION_NOT_FOUND = NOT_FOUND.subscription;
export { ORDER_ALREADY_CANCELLED, SUBSCRIPTION_ALREADY_CANCELLED };
export const ORDER_WINDOW_CLOSED = CANCEL_WINDOW_CLOSED;

export async function getOrders(deps: AppDeps, userId: number): Promise<OrderDetailsDto> {
  const { db } = deps.database;
  const [list, subs] = [
    await ordersOfUser(db, userId, dtoContext(deps)),
    await subscriptionsOfUser(db, userId),
  ];
  return { OrderDetails: { orders: list, subscriptions: subs } };
}

/** Another buyer's order is 'Order not found.': no hint that it exists. */
export async function getOrder(deps: AppDeps, userId: number, orderId: number): Promise<OrderDto> {
  const order = await orderDtoById(deps.database.db, userId, orderId, dtoContext(deps));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function getOrderPdf(deps: AppDeps, userId: number, orderId: number, groupId?: number) {
  const order = await getOrder(deps, userId, orderId);
  if (groupId && !order.buyList.some((g) => g._id === groupId)) throw notFound(ORDER_NOT_FOUND);
  return orderPdf(order, { groupId, testMode: isTestMode(deps.config) });
}

async function buyerOfOrder(deps: AppDeps, orderId: number) {
  const [row] = await deps.database.db
    .select({
      userId: orders.userId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

/** Emails of the order flow, sent by the job runner after the transaction that caused them commits. */
export const orderJobs: Record<string, JobHandler> = {
  'email.receipt': async (deps, payload) => {
    const orderId = Number(payload.orderId);
    const buyer = await buyerOfOrder(deps, orderId);
    if (!buyer) return;
    const order = await getOrder(deps, buyer.userId, orderId);
    const testMode = isTestMode(deps.config);
    // Issue 32: in the buyer's language (English until they choose one).
    const locale = buyer.language ?? 'en';
    const mail = receiptMail(order, buyer.firstName, deps.config.publicUrl, testMode, locale);
    const pdf = await orderPdf(order, { testMode, locale });
    const qr = order.pickupRef
      ? [
          {
            filename: 'pickup-code.png',
            content: await pickupQrPng(order.pickupRef),
            contentType: 'image/png',
            cid: PICKUP_QR_CID,
          },
        ]
      : [];
    await deps.mailer.send({
      to: buyer.email,
      ...mail,
      attachments: [
        { filename: `order-${orderId}.pdf`, content: pdf.buffer, contentType: 'application/pdf' },
        ...qr,
      ],
    });
  },
  'email.cancelled': async (deps, payload) => {
    const orderId = Number(payload.orderId);
    const buyer = await buyerOfOrder(deps, orderId);
    if (!buyer) return;
    const order = await getOrder(deps, buyer.userId, orderId);
    const refund =
      order.paymentMethod === 'invoice'
        ? 'Its invoice has been voided.'
        : 'The payment has been refunded to your card.';
    await deps.mailer.send({
      to: buyer.email,
      subject: `Your order #${orderId} has been cancelled`,
      text: `Hello ${buyer.firstName},\n\nYour order #${orderId} has been cancelled. ${refund}\n\n${deps.config.publicUrl}/orders`,
    });
  },
  'email.renewal-problem': async (deps, payload) => {
    const [row] = await deps.database.db
      .select({ sub: subscriptions, email: users.email, firstName: users.firstName })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, Number(payload.subscriptionId)));
    if (!row) return;
    const why =
      payload.outcome === 'declined'
        ? 'your card was declined, so the subscription is paused. Add a card in your profile and subscribe again.'
        : 'the farm has run out of it this time, so nothing was charged. It will renew again next period.';
    await deps.mailer.send({
      to: row.email,
      subject: `Your subscription to ${row.sub.productName} did not renew`,
      text: `Hello ${row.firstName},\n\nYour subscription to ${row.sub.productName} did not renew: ${why}\n\n${deps.config.publicUrl}/orders`,
    });
  },
};
