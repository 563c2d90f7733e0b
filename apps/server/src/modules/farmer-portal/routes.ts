import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, signedInSecurity as signedIn } from '../../http/auth-plugin';
import { ok } from '../../http/envelope';
import { farmerOnly } from '../../http/roles';
import { optionalId, paging } from '../catalog/params';
import { GROUP_NOT_FOUND, farmOrders, setHarvestStatus, setTracking } from './orders';

const groupId = z.coerce
  .number({ error: GROUP_NOT_FOUND })
  .int(GROUP_NOT_FOUND)
  .positive(GROUP_NOT_FOUND)
  .max(2_147_483_647, GROUP_NOT_FOUND);
const HARVEST_MESSAGE = 'Harvest status must be 0 Pending, 1 Harvested, 2 Fulfilled or 3 Out of Stock.';
const TRACKING_MESSAGE = 'A tracking number is letters and digits, at most 40.';

export async function farmerPortalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farmer portal'];
  const guard = [api.requireUser, farmerOnly];

  api.get(
    '/farmer/orders',
    {
      schema: {
        tags,
        summary: "Your farm's order groups, newest first (filters: harvest status, courier, distribution)",
        querystring: z.object({
          ...paging,
          harvestStatus: z.preprocess(
            (v) => (v === '' ? undefined : v),
            z.coerce.number().int().min(0, HARVEST_MESSAGE).max(3, HARVEST_MESSAGE).optional(),
          ),
          courierType: z.enum(['Pickup', 'Delivery', 'Shipping']).optional(),
          distributionId: optionalId('distributionId'),
        }),
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) => ok(await farmOrders(api.deps, currentUser(req).id, req.query)),
  );

  api.post(
    '/farmer/orders/harvestStatus',
    {
      schema: {
        tags,
        summary: 'Set the harvest status of one of your order groups (the buyer is told)',
        body: z.object({
          groupId,
          harvestStatus: z.coerce
            .number({ error: HARVEST_MESSAGE })
            .int(HARVEST_MESSAGE)
            .min(0, HARVEST_MESSAGE)
            .max(3, HARVEST_MESSAGE),
        }),
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) =>
      ok(await setHarvestStatus(api.deps, currentUser(req).id, req.body.groupId, req.body.harvestStatus)),
  );

  api.post(
    '/farmer/orders/tracking',
    {
      schema: {
        tags,
        summary:
          'Set the tracking numbers of one of your shipped order groups (the buyer is emailed the links)',
        body: z.object({
          groupId,
          trackingNumbers: z
            .array(
              z
                .string()
                .trim()
                .regex(/^[A-Za-z0-9]{6,40}$/, TRACKING_MESSAGE),
            )
            .max(10, 'At most 10 tracking numbers.'),
        }),
        security: signedIn,
      },
      preHandler: guard,
    },
    async (req) =>
      ok(
        await setTracking(api.deps, currentUser(req).id, req.body.groupId, [
          ...new Set(req.body.trackingNumbers),
        ]),
      ),
  );
}
