import type { FastifyInstance } from 'fastify';
import { newsletterApi } from '@lfm/core';
import { serve } from '../../http/serve';
import { subscribe } from './service';

export async function newsletterRoutes(app: FastifyInstance) {
  serve(app, newsletterApi.newsletterSignup, {}, async (req) => subscribe(app.deps, req.body));
}
