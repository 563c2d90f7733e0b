import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkInQuery,
  handOverBody,
  hostPickupsQuery,
  pickedUpBody,
  okResponse,
  errorResponses,
} from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { hostOnly } from '../../http/roles';
import { hostPickups, markPickedUp } from './service';
import { checkInLookup, handOver } from './check-in';

export async function hostPortalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['pick-up host portal'];
  const guard = [api.requireUser, hostOnly];

  api.get(
    '/host/pickups',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403) },
        tags,
        summary: 'Orders to hand out at your markets, newest first (optionally one pickup day)',
        querystring: hostPickupsQuery,
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
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Mark an order group handed out (Fulfilled; the buyer sees it)',
        body: pickedUpBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await markPickedUp(api.deps, currentUser(req).id, req.body.groupId)),
  );

  api.get(
    '/host/checkIn',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary:
          "Find an order to hand out at your markets: a scanned pick-up code, an order number or a buyer's name",
        querystring: checkInQuery,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await checkInLookup(api.deps, currentUser(req).id, req.query.q)),
  );

  api.post(
    '/host/checkIn/handOver',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 403, 404) },
        tags,
        summary: 'Hand an order over (picked up, with who and when); a second time changes nothing',
        body: handOverBody,
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await handOver(api.deps, currentUser(req).id, req.body)),
  );
}
