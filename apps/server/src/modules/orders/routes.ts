import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileResponse, okResponse, orderIdSchema, orderPdfQuery, errorResponses } from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { getOrder, getOrderPdf, getOrders } from './service';

export async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.get(
    '/payment/getOrder',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401, 403) },
        tags,
        summary: "The buyer's orders and subscriptions, newest first",
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok(await getOrders(api.deps, currentUser(req).id)),
  );

  api.get(
    '/payment/getOrderById',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'One of your orders',
        querystring: orderIdSchema,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req) => ok({ order: await getOrder(api.deps, currentUser(req).id, req.query.orderId) }),
  );

  api.get(
    '/payment/orderPdf',
    {
      schema: {
        response: {
          ...fileResponse("The order (or one farm's part of it) as a PDF.", ['application/pdf']),
          ...errorResponses(400, 401, 403, 404),
        },
        tags,
        summary: 'One of your orders (or one farm group of it) as an A4 PDF named after the product',
        querystring: orderPdfQuery,
        security: signedIn,
      },
      preHandler: api.requireUser,
    },
    async (req, reply) => {
      const { buffer, filename } = await getOrderPdf(
        api.deps,
        currentUser(req).id,
        req.query.orderId,
        req.query.groupId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(buffer);
    },
  );
}
