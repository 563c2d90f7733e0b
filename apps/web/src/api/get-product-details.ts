import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DistributionDto, type FarmDto, type InventoryDto } from '@lfm/core';
import { inventoryApi } from '@lfm/core/routes';
import { useSession, viewerOf } from '../lib/session';
import { call } from './client';

export interface ProductDetails {
  farm: FarmDto;
  item: InventoryDto;
  distributions: DistributionDto[];
}

/** inventory/getViewDetails: one product with its farm and the farm's distributions. */
export const getProductDetails = (inventoryId: number) =>
  call(inventoryApi.getViewDetails, { query: { inventoryId } }).then(({ result }) => ({
    farm: result.farm,
    item: result.invetory,
    distributions: result.distribution,
  }));

/** The product page's query; the route starts it before the page's code has run (app/routes.tsx). */
export const productDetailsQuery = (inventoryId: number, viewer: string) =>
  queryOptions({
    queryKey: ['inventory', 'details', inventoryId, viewer],
    queryFn: () => getProductDetails(inventoryId),
    enabled: Number.isInteger(inventoryId) && inventoryId > 0,
    staleTime: 30_000,
  });

export function useProductDetails(inventoryId: number) {
  const viewer = viewerOf(useSession());
  return useQuery(productDetailsQuery(inventoryId, viewer));
}
