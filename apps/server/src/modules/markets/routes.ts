import type { FastifyInstance } from 'fastify';
import { marketsApi } from '@lfm/core';
import { serve } from '../../http/serve';
import { viewerOf } from '../catalog';
import { farmsByMarket, listMarkets, marketDetails } from './service';

export async function marketRoutes(app: FastifyInstance) {
  const viewing = { config: { publicCache: true } };

  serve(app, marketsApi.getMarkets, {}, async (req) => listMarkets(app.deps, req.query));

  serve(app, marketsApi.getMarketDetails, viewing, async (req) =>
    marketDetails(
      app.deps,
      viewerOf(req, req.query.showTestProduct),
      req.query.marketId,
      { page: req.query.page, limit: req.query.limit, category: req.query.category },
      app.catalogFrames,
    ),
  );

  serve(app, marketsApi.viewFarmsByMarket, viewing, async (req) =>
    farmsByMarket(app.deps, viewerOf(req, req.query.showTestProduct), req.query.marketId, app.catalogFrames),
  );
}
