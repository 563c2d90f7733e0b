import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { farmerKey } from './farmer-action';

export interface PortalItem {
  id: number;
  itemName: string;
  otherItemName: string;
  variety: string;
  description: string;
  image: string | null;
  inventoryType: number;
  distributionTypes: number[];
  status: number;
  /** False for a copy not yet edited: only its farmer sees it. */
  published: boolean;
  consumerPriceCents: number;
  wholesalePriceCents: number;
  consumerUnit: number;
  otherConsumerUnit: string;
  wholesaleUnit: number;
  otherWholesaleUnit: string;
  maximumConsumerQuantity: number;
  maximumWholesaleQuantity: number;
  subscriptionInterval: string | null;
  subscriptionIntervalCount: number;
}
export interface ItemFilters {
  search: string;
  category: number | null;
  status: number | null;
  page: number;
}

/** farmer/inventory: one page of the farm's items, searched and filtered. */
export const getFarmerItems = (f: ItemFilters) =>
  api<{ result: PortalItem[]; total: number; limit: number }>('GET', 'farmer/inventory', {
    query: { ...f, limit: 25 },
  });

export const useFarmerItems = (f: ItemFilters) =>
  useQuery({
    queryKey: [...farmerKey, 'items', f],
    queryFn: () => getFarmerItems(f),
    placeholderData: (prev) => prev,
  });
