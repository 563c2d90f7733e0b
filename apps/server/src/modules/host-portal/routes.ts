import type { FastifyInstance } from 'fastify';
import { hostPortalApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { hostOnly } from '../../http/roles';
import { serve } from '../../http/serve';
import { hostPickups, markPickedUp } from './service';
import { checkInLookup, handOver } from './check-in';

export async function hostPortalRoutes(app: FastifyInstance) {
  const host = { guards: [hostOnly] };

  serve(app, hostPortalApi.pickups, host, async (req) =>
    hostPickups(app.deps, currentUser(req).id, req.query),
  );

  serve(app, hostPortalApi.pickedUp, host, async (req) =>
    markPickedUp(app.deps, currentUser(req).id, req.body.groupId),
  );

  serve(app, hostPortalApi.checkIn, host, async (req) =>
    checkInLookup(app.deps, currentUser(req).id, req.query.q),
  );

  serve(app, hostPortalApi.handOver, host, async (req) => handOver(app.deps, currentUser(req).id, req.body));
}
