import type { FastifyInstance } from 'fastify';
import { ordersApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { requestLocale } from '../../http/locale';
import { serve, serveFile } from '../../http/serve';
import { getOrder, getOrderPdf, getOrders } from './service';

export async function orderRoutes(app: FastifyInstance) {
  serve(app, ordersApi.getOrder, {}, async (req) => getOrders(app.deps, currentUser(req).id));

  serve(app, ordersApi.getOrderById, {}, async (req) => ({
    order: await getOrder(app.deps, currentUser(req).id, req.query.orderId),
  }));

  serveFile(app, ordersApi.orderPdf, {}, async (req, reply) => {
    const { buffer, filename } = await getOrderPdf(
      app.deps,
      currentUser(req).id,
      req.query.orderId,
      req.query.groupId,
      requestLocale(req),
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(buffer);
  });
}
