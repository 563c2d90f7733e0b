import type { FastifyInstance } from 'fastify';
import { searchApi } from '@lfm/core';
import { costlyCallLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { viewerOf } from '../catalog';
import { searchItems } from './service';

export async function searchRoutes(app: FastifyInstance) {
  serve(
    app,
    searchApi.search,
    { config: { publicCache: true }, ...costlyCallLimit(app, 'search') },
    async (req) =>
      searchItems(app.deps, viewerOf(req, false), req.query, app.searchMatches, app.catalogFrames),
  );
}
