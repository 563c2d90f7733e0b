import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  distributionsInventoryQuery,
  farmIdsQuery,
  farmQuery,
  farmSearchQuery,
  okResponse,
  errorResponses,
} from '@lfm/core';
import { ok } from '../../http/envelope';
import { publicSecurity, viewerOf } from '../catalog';
import {
  farmDetails,
  farmDistributionsInventory,
  farmsByIds,
  farmStatesAndCities,
  searchFarms,
} from './service';

export async function farmRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['farms'];
  // Visitors' answers are shared and kept until the catalogue changes (http/public-cache.ts).
  const viewing = { preHandler: api.optionalUser, config: { publicCache: true } };

  api.get(
    '/farm/getFarm',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401) },
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
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(401) },
        tags,
        summary: 'States and cities of listed farms',
      },
    },
    async () => ok(await farmStatesAndCities(api.deps)),
  );

  api.get(
    '/farm/viewFarmDetails',
    {
      schema: {
        response: { ...okResponse(), ...errorResponses(400, 401, 404) },
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
        response: { ...okResponse(), ...errorResponses(400, 401) },
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
        response: { ...okResponse(), ...errorResponses(400, 401) },
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
