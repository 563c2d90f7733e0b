import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, hostPickupsQuery, hostPortalApi, okResponse } from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { hostOnly } from '../../http/roles';
import { serve } from '../../http/serve';
import { hostPickups, markPickedUp } from './service';
import { checkInLookup, handOver } from './check-in';

export async function hostPortalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const host = { guards: [hostOnly] };

  api.get(
    '/host/pickups',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags: ['pick-up host portal'],
        summary: 'Orders to hand out at your markets, newest first (optionally one pickup day)',
        querystring: hostPickupsQuery,
        security: signedIn,
      },
      preHandler: [api.requireUser, hostOnly],
    },
    async (req) => ok(await hostPickups(api.deps, currentUser(req).id, req.query)),
  );

  serve(app, hostPortalApi.pickedUp, host, async (req) =>
    markPickedUp(app.deps, currentUser(req).id, req.body.groupId),
  );

  serve(app, hostPortalApi.checkIn, host, async (req) =>
    checkInLookup(app.deps, currentUser(req).id, req.query.q),
  );

  serve(app, hostPortalApi.handOver, host, async (req) => handOver(app.deps, currentUser(req).id, req.body));
}
