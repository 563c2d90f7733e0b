import { useQuery } from '@tanstack/react-query';
import { usersApi } from '@lfm/core/routes';
import { call } from './client';

// The About page shows every farmer it can in one slider; the API's largest page.
const LIMIT = 100;

export const getAllFarmers = () =>
  call(usersApi.getAllFarmer, { query: { limit: LIMIT } }).then((r) => r.result.user);

export const useAllFarmers = () =>
  useQuery({ queryKey: ['user', 'all-farmers'], queryFn: getAllFarmers, staleTime: 5 * 60_000 });
