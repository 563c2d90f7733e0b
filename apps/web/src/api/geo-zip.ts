import { useQuery } from '@tanstack/react-query';
import type { ZipInfo } from '@lfm/core';
import { api } from './client';

export type { ZipInfo };

/** geo/zip: a zip code's city, state and point; 400 'Please fill valid address' when unknown. */
export const getZip = (zipCode: string) =>
  api<{ result: ZipInfo }>('GET', 'geo/zip', { query: { zipCode } }).then((r) => r.result);

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
