import type { FastifyInstance } from 'fastify';
import { geoApi } from '@lfm/core';
import { serve } from '../../http/serve';
import { zipInfo } from './service';

export async function geoRoutes(app: FastifyInstance) {
  serve(app, geoApi.zip, {}, async (req) => zipInfo(app.deps, req.query.zipCode));
}
