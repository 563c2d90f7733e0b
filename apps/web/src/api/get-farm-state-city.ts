import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export interface FarmStateCity {
  state: string[];
  city: { state: string; city: string }[];
}

/** farm/getFarmStateCity: the states and cities that have farms, for the farm list's selects. */
export const getFarmStateCity = () =>
  api<{ result: FarmStateCity }>('GET', 'farm/getFarmStateCity').then((r) => r.result);

export function useFarmStateCity() {
  return useQuery({ queryKey: ['farms', 'state-city'], queryFn: getFarmStateCity, staleTime: 5 * 60_000 });
}
