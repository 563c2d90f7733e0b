import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponse, zipInfoResponseSchema, zipQuery } from '@lfm/core';
import { ok } from '../../http/envelope';
import { zipInfo } from './service';

export async function geoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/geo/zip',
    {
      schema: {
        response: {
          ...okResponse("The zip code's city, state and point.", zipInfoResponseSchema),
          ...errorResponses(400, 401),
        },
        tags: ['geo'],
        summary: "A zip code's city, state and point",
        description: "400 'Please fill valid address' when the zip code does not exist.",
        querystring: zipQuery,
      },
    },
    async (req) => ok(await zipInfo(api.deps, req.query.zipCode)),
  );
}
