import { eq } from 'drizzle-orm';
import {
  CANCEL_WINDOW_CLOSED,
  NOT_FOUND,
  ORDER_ALREADY_CANCELLED,
  SUBSCRIPTION_ALREADY_CANCELLED,
  translate,
  type Locale,
  type MessageKey,
  type MessageValues,
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

/** The order's PDF in the reader's language (issue 32). */
export async function getOrderPdf(
  deps: AppDeps,
  userId: number,
  orderId: number,
  groupId?: number,
  locale: Locale = 'en',
) {
  const order = await getOrder(deps, userId, orderId);
  if (groupId && !order.buyList.some((g) => g._id === groupId)) throw notFound(ORDER_NOT_FOUND);
  return orderPdf(order, { groupId, testMode: isTestMode(deps.config), locale });
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
    // Issue 32: in the buyer's language (English until they choose one), as the receipt.
    const locale = buyer.language ?? 'en';
    const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
    await deps.mailer.send({
      to: buyer.email,
      subject: t('mail.cancelled.subject', { id: orderId }),
      text: [
        t('email.hello', { name: buyer.firstName }),
        t('mail.cancelled.body', { id: orderId, payment: order.paymentMethod }),
        `${deps.config.publicUrl}/orders`,
      ].join('\n\n'),
    });
  },
  'email.renewal-problem': async (deps, payload) => {
    const [row] = await deps.database.db
      .select({
        sub: subscriptions,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, Number(payload.subscriptionId)));
    if (!row) return;
    const locale = row.language ?? 'en';
    const product = row.sub.productName;
    await deps.mailer.send({
      to: row.email,
      subject: translate(locale, 'mail.renewal.subject', { product }),
      text: [
        translate(locale, 'email.hello', { name: row.firstName }),
        translate(locale, 'mail.renewal.body', { product, outcome: String(payload.outcome) }),
        `${deps.config.publicUrl}/orders`,
      ].join('\n\n'),
    });
  },
};
