import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResponse, errorResponses, searchQuerySchema } from '@lfm/core';
import { ok } from '../../http/envelope';
import { publicSecurity, viewerOf } from '../catalog';
import { searchItems } from './service';

export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/search',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags: ['catalog'],
        summary: "Search every farm's food that can reach the buyer",
        description:
          "q (typos tolerated), zipCode and distributionType (1 pick up, 2 delivery, 3 shipping; absent: any) say who must be reached; filters category, organic, minPriceCents, maxPriceCents, farmId; sort relevance (then distance), price or distance; page and limit (12, at most 50). Prices follow the signed-in user's role.",
        querystring: searchQuerySchema,
        security: publicSecurity,
      },
      preHandler: api.optionalUser,
      config: { publicCache: true },
    },
    async (req) => ok(await searchItems(api.deps, viewerOf(req, false), req.query)),
  );
}
