import type { FastifyInstance } from 'fastify';
import { inventoryApi } from '@lfm/core';
import { serve } from '../../http/serve';
import { viewerOf } from '../catalog';
import { productDetails, shippableInventory } from './service';

export async function productRoutes(app: FastifyInstance) {
  const viewing = { config: { publicCache: true } };

  serve(app, inventoryApi.getViewDetails, viewing, async (req) => {
    const { farm, item, distributions } = await productDetails(
      app.deps,
      viewerOf(req, req.query.showTestProduct),
      req.query.inventoryId,
      app.catalogFrames,
    );
    // SPEC 7's answer spells the item 'invetory'.
    return { result: { farm, invetory: item, distribution: distributions } };
  });

  serve(app, inventoryApi.getInventoryByDistribution, viewing, async (req) => {
    const { zipCode, category, page, limit, showTestProduct } = req.query;
    return shippableInventory(
      app.deps,
      viewerOf(req, showTestProduct),
      { zipCode, category, page, limit },
      app.catalogFrames,
    );
  });
}
