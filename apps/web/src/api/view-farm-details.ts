import { useQuery } from '@tanstack/react-query';
import type { FarmDetailsDto } from '@lfm/core';
import { useSession } from '../lib/session';
import { api } from './client';

/** farm/viewFarmDetails: the farm, its products and its distributions (priced for the caller). */
export const viewFarmDetails = (farmId: number) =>
  api<{ result: FarmDetailsDto }>('GET', 'farm/viewFarmDetails', { query: { farmId } }).then((r) => r.result);

export function useFarmDetails(farmId: number) {
  const { accessToken } = useSession();
  return useQuery({
    // Prices and delivery options follow the signed-in user's type (SPEC 6).
    queryKey: ['farms', 'details', farmId, accessToken],
    queryFn: () => viewFarmDetails(farmId),
    enabled: Number.isInteger(farmId) && farmId > 0,
    staleTime: 30_000,
  });
}
