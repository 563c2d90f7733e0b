import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';

/** Every domain area's routes, mounted under /api. */
export async function registerModules(api: FastifyInstance) {
  const { config } = api.deps;
  // What the web app needs to know about this deployment (never a secret).
  api.get('/site/config', { schema: { tags: ['site'] } }, async () =>
    ok({
      payments: config.STRIPE_SECRET_KEY ? 'stripe' : 'local',
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      farmerSiteUrl: config.farmerSiteUrl,
      hostSiteUrl: config.hostSiteUrl,
    }),
  );
}
