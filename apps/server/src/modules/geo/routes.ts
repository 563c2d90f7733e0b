import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { zipParam } from '../catalog/params';
import { zipInfo } from './service';

const zipQuery = z.object({ zipCode: zipParam });

export async function geoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/geo/zip',
    {
      schema: {
        tags: ['geo'],
        summary: "A zip code's city, state and point",
        description: "400 'Please fill valid address' when the zip code does not exist.",
        querystring: zipQuery,
      },
    },
    async (req) => ok(await zipInfo(api.deps, req.query.zipCode)),
  );
}
