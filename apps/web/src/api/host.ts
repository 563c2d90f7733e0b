import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hostPortalApi, type FarmOrdersPage } from '@lfm/core';
import { api, call } from './client';

const pickupsKey = ['host', 'pickups'] as const;

/** The orders to hand out at the host's markets (optionally one pickup day). */
export function useHostPickups(day: number | null, page: number) {
  return useQuery({
    queryKey: [...pickupsKey, day, page],
    queryFn: () =>
      api<FarmOrdersPage & { message?: string }>('GET', 'host/pickups', { query: { day, page, limit: 20 } }),
  });
}

export function useMarkPickedUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: number) => call(hostPortalApi.pickedUp, { body: { groupId } }),
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupsKey }),
  });
}
