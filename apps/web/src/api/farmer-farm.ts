import { useQuery } from '@tanstack/react-query';
import { farmerPortalApi } from '@lfm/core/routes';
import { call } from './client';
import { farmerKey } from './farmer-action';

/** farmer/farm: the farmer's farm profile (null before it is made) and whether it is approved. */
export const useFarmerFarm = () =>
  useQuery({
    queryKey: [...farmerKey, 'farm'],
    queryFn: ({ signal }) => call(farmerPortalApi.farm, { signal }),
  });
