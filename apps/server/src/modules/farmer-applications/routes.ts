import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addFarmerRequestSchema, okResponse, errorResponses } from '@lfm/core';
import { ok } from '../../http/envelope';
import { attemptLimits } from '../../http/rate-limit';
import { submitApplication } from './service';

export async function farmerApplicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/admin/addFarmer',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 429) },
        tags: ['farmer-applications'],
        summary: 'Apply to become a farmer (public)',
        body: addFarmerRequestSchema,
      },
      // It sends mail to the address given: keep it from being used to flood an inbox.
      ...attemptLimits(api, 'addFarmer', { perIp: 10, perEmail: 3 }),
    },
    async (req) =>
      ok(
        await submitApplication(api.deps, req.body, (err) =>
          req.log.error({ err }, 'farmer application mail failed'),
        ),
      ),
  );
}
