import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSchema } from '@lfm/core';
import { ok } from '../../http/envelope';
import { NEWSLETTER_SOURCES, subscribe } from './service';

const newsletterRequest = newsletterSchema.extend({
  source: z
    .enum(NEWSLETTER_SOURCES, { error: "source must be 'newsletter' or 'farmers_post'." })
    .default('newsletter'),
});

export async function newsletterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/newsletter/newsletterSignup',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Newsletter or Farmers Post sign-up',
        body: newsletterRequest,
      },
    },
    async (req) => ok(await subscribe(api.deps, req.body)),
  );
}
