/**
 * What the catalog routes read from a request beyond its schema (the query schemas themselves are
 * the core's contract: packages/core/src/contract/params.ts).
 */
import type { FastifyRequest } from 'fastify';
import { windowClock } from './dto';
import type { Viewer } from './queries';
import { readsOf } from '../../http/answer-reads';

/** Who is looking and when: prices, units and delivery options follow the signed-in user's type only. */
export function viewerOf(req: FastifyRequest, showTestProduct: boolean): Viewer {
  const now = req.server.deps.clock.now();
  const reads = readsOf(req, now);
  return {
    userType: req.user?.userType ?? null,
    showTestProduct,
    isOpen: windowClock(now, reads),
    now,
    reads,
  };
}
