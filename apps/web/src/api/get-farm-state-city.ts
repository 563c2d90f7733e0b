import { useQuery } from '@tanstack/react-query';
import { farmsApi } from '@lfm/core/routes';
import { call } from './client';

/** farm/getFarmStateCity: the states and cities that have farms, for the farm list's selects. */
export const getFarmStateCity = () => call(farmsApi.getFarmStateCity).then((r) => r.result);

export function useFarmStateCity() {
  return useQuery({ queryKey: ['farms', 'state-city'], queryFn: getFarmStateCity, staleTime: 5 * 60_000 });
}
