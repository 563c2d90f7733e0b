import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse, productQuery, errorResponses, shippableQuery } from '@lfm/core';
import { ok } from '../../http/envelope';
import { publicSecurity, viewerOf } from '../catalog';
import { productDetails, shippableInventory } from './service';

export async function productRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['inventory'];

  api.get(
    '/inventory/getViewDetails',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 404) },
        tags,
        summary: 'A product page: the product, its farm and its distributions',
        description: "404 'This product is no longer available' for an unknown or hidden product.",
        querystring: productQuery,
        security: publicSecurity,
      },
      preHandler: api.optionalUser,
      config: { publicCache: true },
    },
    async (req) =>
      ok(await productDetails(api.deps, viewerOf(req, req.query.showTestProduct), req.query.inventoryId)),
  );

  api.get(
    '/inventory/getInventoryByDistribution',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags,
        summary: 'To Your Door: shippable products, of farms shipping to zipCode when given',
        description: "A zip that does not exist is 400 'Please fill valid address'.",
        querystring: shippableQuery,
        security: publicSecurity,
      },
      preHandler: api.optionalUser,
      config: { publicCache: true },
    },
    async (req) => {
      const { zipCode, category, page, limit, showTestProduct } = req.query;
      return ok(
        await shippableInventory(api.deps, viewerOf(req, showTestProduct), {
          zipCode,
          category,
          page,
          limit,
        }),
      );
    },
  );
}
