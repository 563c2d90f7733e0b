import type { FastifyInstance } from 'fastify';
import { dayMessagesApi } from '@lfm/core';
import { currentUser } from '../../http/auth-plugin';
import { farmerOnly, hostOnly } from '../../http/roles';
import { serve } from '../../http/serve';
import { messagePage, sendDayMessage, type SenderKind } from './service';

/** Issue 33.3: /farmer/messages and /host/messages, the same calls for each kind of sender. */
export async function dayMessageRoutes(app: FastifyInstance) {
  const senders = [
    ['farmer', farmerOnly],
    ['host', hostOnly],
  ] as const satisfies readonly (readonly [SenderKind, unknown])[];
  for (const [kind, only] of senders) {
    const calls = dayMessagesApi[kind];
    serve(app, calls.page, { guards: [only] }, async (req) =>
      messagePage(app.deps, kind, currentUser(req).id),
    );
    serve(app, calls.send, { guards: [only] }, async (req) =>
      sendDayMessage(app.deps, kind, currentUser(req).id, req.body),
    );
  }
}
