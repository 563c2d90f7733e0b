import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterRequestSchema, okResponse, errorResponses } from '@lfm/core';
import { ok } from '../../http/envelope';
import { subscribe } from './service';

export async function newsletterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/newsletter/newsletterSignup',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
        tags: ['newsletter'],
        summary: 'Newsletter or Farmers Post sign-up',
        body: newsletterRequestSchema,
      },
    },
    async (req) => ok(await subscribe(api.deps, req.body)),
  );
}
