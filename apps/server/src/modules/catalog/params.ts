/**
 * What the catalog routes read from a request beyond its schema (the query schemas themselves are
 * the core's contract: packages/core/src/contract/params.ts).
 */
import type { FastifyRequest } from 'fastify';
import { catalogueViewerType } from '@lfm/core';
import { windowClock } from './dto';
import type { Viewer } from './queries';
import { readsOf } from '../../http/answer-reads';

/**
 * Who is looking and when: prices, units and delivery options follow whether the signed-in user buys
 * wholesale, and nothing else of theirs (core's catalogueViewerType; the kept answers are shared by it).
 */
export function viewerOf(req: FastifyRequest, showTestProduct: boolean): Viewer {
  const now = req.server.deps.clock.now();
  const reads = readsOf(req, now);
  return {
    userType: catalogueViewerType(req.user?.userType),
    showTestProduct,
    isOpen: windowClock(now, reads),
    now,
    reads,
  };
}
