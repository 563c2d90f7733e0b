import { useQuery } from '@tanstack/react-query';
import type { FarmOrdersPage } from '@lfm/core';
import { api } from './client';
import { farmerKey } from './farmer-action';

export interface OrderFilters {
  harvestStatus: number | null;
  distributionId: number | null;
  window: 'current' | 'last' | null;
}

/** farmer/orders: one page of the farm's order groups, filtered. */
export const getFarmerOrders = (page: number, f: OrderFilters) =>
  api<FarmOrdersPage>('GET', 'farmer/orders', { query: { page, limit: 20, ...f } });

export const useFarmerOrders = (page: number, f: OrderFilters) =>
  useQuery({
    queryKey: [...farmerKey, 'orders', page, f],
    queryFn: () => getFarmerOrders(page, f),
    placeholderData: (prev) => prev,
  });
