import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { marketQuery, marketsQuery, okResponse, errorResponses } from '@lfm/core';
import { ok } from '../../http/envelope';
import { publicSecurity, viewerOf } from '../catalog';
import { farmsByMarket, listMarkets, marketDetails } from './service';

export async function marketRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['markets'];

  api.get(
    '/market/getMarkets',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags,
        summary: 'Shown markets and pop-ups, by name',
        querystring: marketsQuery,
      },
    },
    async (req) => ok(await listMarkets(api.deps, req.query)),
  );

  api.get(
    '/market/getMarketDetails',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 404) },
        tags,
        summary: 'A market with its farms, their pickups there and their pickup products (of one category)',
        description: "404 'Market not found.' for an unknown or hidden market.",
        querystring: marketQuery,
        security: publicSecurity,
      },
      preHandler: api.optionalUser,
      config: { publicCache: true },
    },
    async (req) =>
      ok(
        await marketDetails(api.deps, viewerOf(req, req.query.showTestProduct), req.query.marketId, {
          page: req.query.page,
          limit: req.query.limit,
          category: req.query.category,
        }),
      ),
  );

  api.get(
    '/market/viewFarmsByMarket',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 404) },
        tags,
        summary: 'The farms with a pickup at a market',
        description: "404 'Market not found.' for an unknown or hidden market.",
        querystring: marketQuery,
        security: publicSecurity,
      },
      preHandler: api.optionalUser,
      config: { publicCache: true },
    },
    async (req) =>
      ok(await farmsByMarket(api.deps, viewerOf(req, req.query.showTestProduct), req.query.marketId)),
  );
}
