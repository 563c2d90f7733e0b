import type { FastifyInstance } from 'fastify';
import { newsletterApi } from '@lfm/core';
import { costlyCallLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { subscribe } from './service';

export async function newsletterRoutes(app: FastifyInstance) {
  serve(app, newsletterApi.newsletterSignup, costlyCallLimit(app, 'newsletter'), async (req) =>
    subscribe(app.deps, req.body),
  );
}
