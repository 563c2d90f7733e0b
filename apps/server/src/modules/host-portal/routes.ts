import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idField } from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { hostOnly } from '../../http/roles';
import { paging } from '../catalog/params';
import { PICKUP_NOT_FOUND, hostPickups, markPickedUp } from './service';

const DAY_MESSAGE = 'Day must be 0 (Sunday) to 6 (Saturday).';

export async function hostPortalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pick-up host portal'];
  const guard = [api.requireUser, hostOnly];

  api.get(
    '/host/pickups',
    {
      schema: {
        tags,
        summary: 'Orders to hand out at your markets, newest first (optionally one pickup day)',
        querystring: z.object({
          ...paging,
          day: z.preprocess(
            (v) => (v === '' ? undefined : v),
            z.coerce
              .number({ error: DAY_MESSAGE })
              .int(DAY_MESSAGE)
              .min(0, DAY_MESSAGE)
              .max(6, DAY_MESSAGE)
              .optional(),
          ),
        }),
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await hostPickups(api.deps, currentUser(req).id, req.query)),
  );

  api.post(
    '/host/pickups/pickedUp',
    {
      schema: {
        tags,
        summary: 'Mark an order group handed out (Fulfilled; the buyer sees it)',
        body: z.object({
          groupId: idField(PICKUP_NOT_FOUND),
        }),
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await markPickedUp(api.deps, currentUser(req).id, req.body.groupId)),
  );
}
