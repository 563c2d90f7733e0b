import { useQuery } from '@tanstack/react-query';
import { farmerPortalApi } from '@lfm/core';
import { call } from './client';
import { farmerKey } from './farmer-action';

export interface OrderFilters {
  harvestStatus: number | null;
  distributionId: number | null;
  window: 'current' | 'last' | null;
}

/** farmer/orders: one page of the farm's order groups, filtered. */
export const useFarmerOrders = (page: number, f: OrderFilters) =>
  useQuery({
    queryKey: [...farmerKey, 'orders', page, f],
    queryFn: ({ signal }) =>
      call(farmerPortalApi.orders, {
        query: {
          page,
          limit: 20,
          harvestStatus: f.harvestStatus ?? undefined,
          distributionId: f.distributionId ?? undefined,
          window: f.window ?? undefined,
        },
        signal,
      }),
    placeholderData: (prev) => prev,
  });
