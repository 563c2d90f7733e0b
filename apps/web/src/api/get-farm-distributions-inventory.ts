import { useQuery } from '@tanstack/react-query';
import { type DistributionsInventoryRequest } from '@lfm/core';
import { farmsApi } from '@lfm/core/routes';
import { useSession, viewerOf } from '../lib/session';
import { call } from './client';

/** 1 pickup, 2 delivery, 3 shipping; zipCode is required for delivery and shipping (core: distributionsInventoryQuery). */
export type DistributionsInventoryFilters = DistributionsInventoryRequest;

/** farm/getAllFarmDistributionsInventory: the farms, markets and one page of items of one way of buying. */
export const getFarmDistributionsInventory = (filters: DistributionsInventoryFilters, signal?: AbortSignal) =>
  call(farmsApi.getAllFarmDistributionsInventory, { query: { ...filters }, signal }).then((r) => r.result);

export function useFarmDistributionsInventory(filters: DistributionsInventoryFilters, enabled = true) {
  const viewer = viewerOf(useSession());
  return useQuery({
    // Prices and delivery options follow the signed-in user's type (SPEC 6).
    queryKey: ['order-now', filters, viewer],
    queryFn: ({ signal }) => getFarmDistributionsInventory(filters, signal),
    enabled,
    // Keep the last page on screen while the next one of the same kind loads, never another kind's.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as DistributionsInventoryFilters | undefined)?.distributionType ===
      filters.distributionType
        ? previous
        : undefined,
    staleTime: 30_000,
  });
}
