import { useQuery } from '@tanstack/react-query';
import { geoApi } from '@lfm/core/routes';
import { call } from './client';

/** geo/zip: a zip code's city, state and point; 400 'Please fill valid address' when unknown. */
export const getZip = (zipCode: string) => call(geoApi.zip, { query: { zipCode } }).then((r) => r.result);

/** Looks the zip up only when `enabled` (the address is complete); failures are not retried. */
export function useZip(zipCode: string, enabled: boolean) {
  return useQuery({
    queryKey: ['geo', 'zip', zipCode],
    queryFn: () => getZip(zipCode),
    enabled,
    retry: false,
    staleTime: Infinity,
  });
}
