import { useQuery } from '@tanstack/react-query';
import { api } from './client';

/**
 * One farmer of GET user/getAllFarmer ("farmers with farm name", docs/api-accounts.md). The contract does not
 * pin the shape yet, so everything beyond the name is optional.
 */
export interface FarmerSummary {
  _id: number | string;
  firstName: string;
  lastName: string;
  profileImage?: string | null;
  farmName?: string | null;
  farmId?: number | string | null;
  farmLogo?: string | null;
  shortInfo?: string | null;
  city?: string | null;
  state?: string | null;
  farmInfo?: { farmName?: string | null; infoAboutFarmer?: string | null } | null;
}

export const getAllFarmers = () =>
  api<{ result: { user: FarmerSummary[]; total?: number } }>('GET', 'user/getAllFarmer').then(
    (r) => r.result?.user ?? [],
  );

export const useAllFarmers = () =>
  useQuery({
    queryKey: ['user', 'all-farmers'],
    queryFn: getAllFarmers,
    staleTime: 5 * 60_000,
  });
