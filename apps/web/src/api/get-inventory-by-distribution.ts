import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ShippableRequest } from '@lfm/core';
import { inventoryApi } from '@lfm/core/routes';
import { useSession, viewerOf } from '../lib/session';
import { call } from './client';

/** Without a zip: every shippable product (core: shippableQuery). */
export type ShippableFilters = ShippableRequest;

/** inventory/getInventoryByDistribution: one page of shippable products (to a zip when given). */
export const getShippableInventory = (filters: ShippableFilters, signal?: AbortSignal) =>
  call(inventoryApi.getInventoryByDistribution, { query: { isShippable: 'true', ...filters }, signal }).then(
    (r) => r.result,
  );

export function useShippableInventory(filters: ShippableFilters, { enabled = true } = {}) {
  const viewer = viewerOf(useSession());
  return useQuery({
    queryKey: ['inventory', 'shippable', filters, viewer],
    queryFn: ({ signal }) => getShippableInventory(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
