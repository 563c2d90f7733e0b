/** The buyer's order calls: their orders and subscriptions, one order, an order's PDF. */
import { z } from 'zod';
import { orderIdSchema } from '../checkout';
import { idField } from '../fields';
import { NOT_FOUND } from '../messages';
import { orderDetailsSchema, orderSchema } from '../payment-types';
import { orderExample, subscriptionExample } from './examples';
import { fileRoute, route } from './route';

/** payment/orderPdf: the order, or one farm's group of it. */
export const orderPdfQuery = orderIdSchema.extend({ groupId: idField(NOT_FOUND.order).optional() });

export const ordersApi = {
  getOrder: route({
    method: 'GET',
    path: 'payment/getOrder',
    summary: "The buyer's orders and subscriptions, newest first",
    tags: ['orders'],
    access: 'user',
    response: orderDetailsSchema.meta({
      examples: [{ OrderDetails: { orders: [orderExample], subscriptions: [subscriptionExample] } }],
    }),
    errors: [403],
  }),
  getOrderById: route({
    method: 'GET',
    path: 'payment/getOrderById',
    summary: 'One of your orders',
    tags: ['orders'],
    access: 'user',
    query: orderIdSchema,
    response: z.object({ order: orderSchema }).meta({ examples: [{ order: orderExample }] }),
    errors: [400, 403, 404],
  }),
  orderPdf: fileRoute({
    method: 'GET',
    path: 'payment/orderPdf',
    summary: 'One of your orders (or one farm group of it) as an A4 PDF named after the product',
    tags: ['orders'],
    access: 'user',
    query: orderPdfQuery,
    file: ['application/pdf'],
    errors: [400, 403, 404],
  }),
};
