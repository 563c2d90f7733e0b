import { useQuery } from '@tanstack/react-query';
import { farmerPortalApi } from '@lfm/core/routes';
import { call } from './client';
import { farmerKey } from './farmer-action';

export interface ItemFilters {
  search: string;
  category: number | null;
  status: number | null;
  page: number;
}

/** farmer/inventory: one page of the farm's items, searched and filtered. */
export const useFarmerItems = (f: ItemFilters) =>
  useQuery({
    queryKey: [...farmerKey, 'items', f],
    queryFn: ({ signal }) =>
      call(farmerPortalApi.items, {
        query: { ...f, category: f.category ?? undefined, status: f.status ?? undefined, limit: 25 },
        signal,
      }),
    placeholderData: (prev) => prev,
  });
