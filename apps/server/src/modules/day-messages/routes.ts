import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayMessageBody, errorResponses, okResponse } from '@lfm/core';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { farmerOnly, hostOnly } from '../../http/roles';
import { messagePage, sendDayMessage, type SenderKind } from './service';

/** Issue 33.3: /farmer/messages and /host/messages, the same calls for each kind of sender. */
export async function dayMessageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const senders: [SenderKind, string, typeof farmerOnly, string][] = [
    ['farmer', '/farmer/messages', farmerOnly, 'farmer portal'],
    ['host', '/host/messages', hostOnly, 'pick-up host portal'],
  ];
  for (const [kind, path, only, tag] of senders) {
    const guard = [api.requireUser, only];
    api.get(
      path,
      {
        schema: {
          response: { ...okResponse(), ...errorResponses(401, 403) },
          tags: [tag],
          summary: 'The days whose buyers you may write to, and the messages you sent',
          security: signedIn,
        },
        preHandler: guard,
      },
      async (req) => ok(await messagePage(api.deps, kind, currentUser(req).id)),
    );
    api.post(
      path,
      {
        schema: {
          response: { ...okResponse(), ...errorResponses(400, 401, 403, 429) },
          tags: [tag],
          summary: 'Write to every buyer of one day (by email and on their order pages); 5 an hour',
          body: dayMessageBody,
          security: signedIn,
        },
        preHandler: guard,
      },
      async (req) => ok(await sendDayMessage(api.deps, kind, currentUser(req).id, req.body)),
    );
  }
}
