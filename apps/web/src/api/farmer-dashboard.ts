import { useQuery } from '@tanstack/react-query';
import { farmerPortalApi } from '@lfm/core/routes';
import { call } from './client';
import { farmerKey } from './farmer-action';

/** farmer/dashboard: this and last order window's orders and sales, and the items running low. */
export const useFarmerDashboard = () =>
  useQuery({
    queryKey: [...farmerKey, 'dashboard'],
    queryFn: ({ signal }) => call(farmerPortalApi.dashboard, { signal }),
  });
