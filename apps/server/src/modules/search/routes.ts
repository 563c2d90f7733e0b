import type { FastifyInstance } from 'fastify';
import { searchApi } from '@lfm/core';
import { serve } from '../../http/serve';
import { viewerOf } from '../catalog';
import { searchItems } from './service';

export async function searchRoutes(app: FastifyInstance) {
  serve(app, searchApi.search, { config: { publicCache: true } }, async (req) =>
    searchItems(app.deps, viewerOf(req, false), req.query),
  );
}
