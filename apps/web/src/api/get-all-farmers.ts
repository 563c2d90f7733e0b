import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/** One farmer of GET user/getAllFarmer: the farm is null until the farmer has set one up. */
export interface FarmerSummary {
  _id: number;
  firstName: string;
  lastName: string;
  farmName: string | null;
  farmId: number | null;
}

// The About page shows every farmer it can in one slider; the API's largest page.
const LIMIT = 100;

export const getAllFarmers = () =>
  api<{ result: { user: FarmerSummary[]; total: number } }>('GET', 'user/getAllFarmer', {
    query: { limit: LIMIT },
  }).then((r) => r.result.user);

export const useAllFarmers = () =>
  useQuery({ queryKey: ['user', 'all-farmers'], queryFn: getAllFarmers, staleTime: 5 * 60_000 });
