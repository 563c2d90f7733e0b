import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hostPortalApi } from '@lfm/core/routes';
import { call } from './client';

const pickupsKey = ['host', 'pickups'] as const;

/** The orders to hand out at the host's markets (optionally one pickup day). */
export function useHostPickups(day: number | null, page: number) {
  return useQuery({
    queryKey: [...pickupsKey, day, page],
    queryFn: () => call(hostPortalApi.pickups, { query: { day: day ?? undefined, page, limit: 20 } }),
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
