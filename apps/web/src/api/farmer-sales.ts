import { useQuery } from '@tanstack/react-query';
import { farmerPortalApi } from '@lfm/core/routes';
import { call } from './client';
import { farmerKey } from './farmer-action';

/** farmer/sales: the last 12 weeks' sales, top items and the pick-up / delivery / shipping split. */
export const useFarmerSales = () =>
  useQuery({
    queryKey: [...farmerKey, 'sales'],
    queryFn: ({ signal }) => call(farmerPortalApi.sales, { signal }),
  });
