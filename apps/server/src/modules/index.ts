import type { FastifyInstance } from 'fastify';
import { CONTROL_CHAR_MESSAGE, hasControlChars, siteApi } from '@lfm/core';
import { isTestMode } from '../config';
import { badRequest } from '../http/errors';
import { serve } from '../http/serve';
import { adminContentRoutes, adminRoutes, adminWorkflowRoutes } from './admin/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { orderRoutes } from './orders/routes';
import { adminPayoutRoutes, farmerPayoutRoutes } from './payouts/routes';
import { paymentRoutes } from './payments/routes';
import { farmerApplicationRoutes } from './farmer-applications/routes';
import { farmerCatalogRoutes, farmerPortalRoutes, farmerSheetRoutes } from './farmer-portal/routes';
import { hostPortalRoutes } from './host-portal/routes';
import { dayMessageRoutes } from './day-messages/routes';
import { farmRoutes } from './farms/routes';
import { geoRoutes } from './geo/routes';
import { productRoutes } from './products/routes';
import { marketRoutes } from './markets/routes';
import { newsletterRoutes } from './newsletter/routes';
import { recipeRoutes } from './recipes/routes';
import { reportRoutes } from './reports/routes';
import { searchRoutes } from './search/routes';
import { userRoutes } from './users/routes';

/** Every domain area's routes, mounted under /api. */
export async function registerModules(api: FastifyInstance) {
  const { config } = api.deps;
  // A call without a body validates as `{}`, so the client hears the first field's own message
  // ('email is required.') rather than 'expected object'.
  api.addHook('preValidation', async (req) => {
    if (req.body == null && req.routeOptions.schema?.body) req.body = {};
    // Issue 13: no text reaches a schema or the database with a control character (PostgreSQL
    // refuses NUL in every text column), whatever the route's own schema says.
    if (hasControlChars(req.query) || hasControlChars(req.params) || hasControlChars(req.body))
      throw badRequest(CONTROL_CHAR_MESSAGE);
  });

  // What the web app needs to know about this deployment (never a secret).
  serve(api, siteApi.config, {}, async () => ({
    payments: config.STRIPE_SECRET_KEY ? ('stripe' as const) : ('local' as const),
    testMode: isTestMode(config),
    stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    farmerSiteUrl: config.farmerSiteUrl,
    hostSiteUrl: config.hostSiteUrl,
  }));

  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(newsletterRoutes);
  await api.register(farmerApplicationRoutes);
  await api.register(farmRoutes);
  await api.register(marketRoutes);
  await api.register(productRoutes);
  await api.register(recipeRoutes);
  await api.register(searchRoutes);
  await api.register(geoRoutes);
  await api.register(cartRoutes);
  await api.register(paymentRoutes);
  await api.register(checkoutRoutes);
  await api.register(orderRoutes);
  await api.register(farmerPortalRoutes);
  await api.register(farmerCatalogRoutes);
  await api.register(farmerSheetRoutes);
  await api.register(farmerPayoutRoutes);
  await api.register(hostPortalRoutes);
  await api.register(dayMessageRoutes);
  await api.register(adminRoutes);
  await api.register(reportRoutes);
  await api.register(adminContentRoutes);
  await api.register(adminWorkflowRoutes);
  await api.register(adminPayoutRoutes);
  await api.register(auditRoutes);
}
