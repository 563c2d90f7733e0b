import type { FastifyInstance } from 'fastify';
import { farmsApi } from '@lfm/core';
import { costlyCallLimit } from '../../http/rate-limit';
import { serve } from '../../http/serve';
import { viewerOf } from '../catalog';
import {
  farmDetails,
  farmDistributionsInventory,
  farmsByIds,
  farmStatesAndCities,
  searchFarms,
} from './service';

export async function farmRoutes(app: FastifyInstance) {
  // Visitors' answers are shared and kept until the catalogue changes (http/public-cache.ts).
  const viewing = { config: { publicCache: true } };

  serve(app, farmsApi.getFarm, viewing, async (req) => {
    const { lat, long, showTestProduct, userType: _ignored, ...q } = req.query;
    const near = lat !== undefined && long !== undefined ? { latitude: lat, longitude: long } : undefined;
    return searchFarms(app.deps, viewerOf(req, showTestProduct), { ...q, near });
  });

  serve(app, farmsApi.getFarmStateCity, {}, async () => farmStatesAndCities(app.deps));

  serve(app, farmsApi.viewFarmDetails, viewing, async (req) =>
    farmDetails(
      app.deps,
      viewerOf(req, req.query.showTestProduct),
      req.query.farmId,
      { page: req.query.page, limit: req.query.limit },
      app.catalogFrames,
    ),
  );

  serve(app, farmsApi.viewFarmInfoByIds, viewing, async (req) =>
    farmsByIds(app.deps, viewerOf(req, req.query.showTestProduct), req.query.farmIds),
  );

  serve(
    app,
    farmsApi.getAllFarmDistributionsInventory,
    { ...viewing, ...costlyCallLimit(app, 'catalogue') },
    async (req) => {
      const { distributionType, showTestProduct, userType: _ignored, ...filters } = req.query;
      return farmDistributionsInventory(
        app.deps,
        viewerOf(req, showTestProduct),
        distributionType,
        filters,
        app.catalogFrames,
      );
    },
  );
}
