import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DistributionType, INT_MAX } from '@lfm/core';
import { ok } from '../../http/envelope';
import {
  blankAsAbsent,
  categoryParam,
  idParam,
  optionalId,
  optionalZip,
  paging,
  publicSecurity,
  searchParam,
  viewerOf,
  viewerQuery,
  ZIP_REQUIRED,
} from '../catalog/params';
import type { DistributionKind } from '../catalog/listing';
import {
  DEFAULT_RADIUS_MILES,
  farmDetails,
  farmDistributionsInventory,
  farmsByIds,
  farmStatesAndCities,
  searchFarms,
} from './service';

const MAX_FARM_IDS = 50;
const optionalText = (max: number, name: string) =>
  z.preprocess(
    blankAsAbsent,
    z.string().trim().max(max, `${name} must be at most ${max} characters.`).optional(),
  );
const coordinate = (name: string, bound: number) => {
  const message = `${name} must be a number from -${bound} to ${bound}.`;
  return z.coerce.number({ error: message }).min(-bound, message).max(bound, message).optional();
};

const farmSearchQuery = z
  .object({
    search: searchParam,
    state: optionalText(30, 'state'),
    city: optionalText(100, 'city'),
    lat: coordinate('lat', 90),
    long: coordinate('long', 180),
    radius: z.coerce
      .number({ error: 'radius must be a number of miles from 1 to 500.' })
      .min(1, 'radius must be a number of miles from 1 to 500.')
      .max(500, 'radius must be a number of miles from 1 to 500.')
      .default(DEFAULT_RADIUS_MILES)
      .meta({ description: 'Miles around lat/long (default 25).' }),
    ...paging,
    ...viewerQuery,
  })
  .refine((q) => (q.lat === undefined) === (q.long === undefined), {
    path: ['long'],
    message: 'lat and long must be given together.',
  });

const farmQuery = z.object({ farmId: idParam('farmId', 'Farm id is required.'), ...paging, ...viewerQuery });

const farmIdsQuery = z.object({
  farmIds: z
    .preprocess(
      (v) => (Array.isArray(v) ? v.join(',') : v),
      z.string({ error: 'farmIds is required.' }).trim().min(1, 'farmIds is required.'),
    )
    .transform((v) => v.split(',').map((id) => id.trim()))
    .refine(
      // Ids past the integer column's range are no farm's (issue 13.2), not a database error.
      (ids) => ids.every((id) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT_MAX),
      'farmIds must be farm ids separated by commas.',
    )
    .transform((ids) => [...new Set(ids.map(Number))])
    .refine((ids) => ids.length <= MAX_FARM_IDS, `At most ${MAX_FARM_IDS} farmIds at a time.`)
    .meta({ description: `Comma-separated farm ids, at most ${MAX_FARM_IDS}.` }),
  ...viewerQuery,
});

const KINDS: readonly number[] = Object.values(DistributionType);
const kindMessage = 'distributionType must be 1 (pickup), 2 (delivery) or 3 (shipping).';

const distributionsInventoryQuery = z
  .object({
    zipCode: optionalZip,
    distributionType: z.coerce
      .number({ error: kindMessage })
      .refine((v) => KINDS.includes(v), kindMessage)
      .default(DistributionType.Pickup)
      .transform((v) => v as DistributionKind),
    farmId: optionalId('farmId'),
    category: categoryParam,
    ...paging,
    ...viewerQuery,
  })
  .refine((q) => q.distributionType === DistributionType.Pickup || q.zipCode !== undefined, {
    path: ['zipCode'],
    message: ZIP_REQUIRED,
  });

export async function farmRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farms'];
  // Visitors' answers are shared and kept until the catalogue changes (http/public-cache.ts).
  const viewing = { preHandler: api.optionalUser, config: { publicCache: true } };

  api.get(
    '/farm/getFarm',
    {
      schema: {
        tags,
        summary: 'Listed farms: by name, state and city, or nearest first around lat/long',
        querystring: farmSearchQuery,
        security: publicSecurity,
      },
      ...viewing,
    },
    async (req) => {
      const { lat, long, showTestProduct, userType: _ignored, ...q } = req.query;
      const near = lat !== undefined && long !== undefined ? { latitude: lat, longitude: long } : undefined;
      return ok(await searchFarms(api.deps, viewerOf(req, showTestProduct), { ...q, near }));
    },
  );

  api.get(
    '/farm/getFarmStateCity',
    { schema: { tags, summary: 'States and cities of listed farms' } },
    async () => ok(await farmStatesAndCities(api.deps)),
  );

  api.get(
    '/farm/viewFarmDetails',
    {
      schema: {
        tags,
        summary: "A farm's page: farm, products and distributions",
        description: "404 'Farm does not exist' for an unknown or hidden farm.",
        querystring: farmQuery,
        security: publicSecurity,
      },
      ...viewing,
    },
    async (req) =>
      ok(
        await farmDetails(api.deps, viewerOf(req, req.query.showTestProduct), req.query.farmId, {
          page: req.query.page,
          limit: req.query.limit,
        }),
      ),
  );

  api.get(
    '/farm/viewFarmInfoByIds',
    {
      schema: {
        tags,
        summary: 'Farms by id with their distributions (the cart)',
        querystring: farmIdsQuery,
        security: publicSecurity,
      },
      ...viewing,
    },
    async (req) =>
      ok(await farmsByIds(api.deps, viewerOf(req, req.query.showTestProduct), req.query.farmIds)),
  );

  api.get(
    '/farm/getAllFarmDistributionsInventory',
    {
      schema: {
        tags,
        summary: 'Order now: pickup, delivery or shipping, with farms, distributions and a page of products',
        description:
          "zipCode is required for delivery (2) and shipping (3); a zip that does not exist is 400 'Please fill valid address'.",
        querystring: distributionsInventoryQuery,
        security: publicSecurity,
      },
      ...viewing,
    },
    async (req) => {
      const { distributionType, showTestProduct, userType: _ignored, ...filters } = req.query;
      return ok(
        await farmDistributionsInventory(api.deps, viewerOf(req, showTestProduct), distributionType, filters),
      );
    },
  );
}
