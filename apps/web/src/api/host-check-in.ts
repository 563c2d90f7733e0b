import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hostPortalApi } from '@lfm/core/routes';
import { call } from './client';

const checkInKey = ['host', 'checkIn'] as const;

/** host/checkIn: the orders a scanned code, an order number or a buyer's name names (issue 33.2). */
export function useCheckInLookup(q: string | null) {
  return useQuery({
    queryKey: [...checkInKey, q],
    queryFn: ({ signal }) =>
      call(hostPortalApi.checkIn, { query: { q: q ?? undefined }, signal }).then((r) => r.result),
    enabled: !!q,
    retry: false,
    meta: { silent: true },
  });
}

/** host/checkIn/handOver: by a scanned code (what an offline scan queues) or by the order found. */
export const sendHandOver = (body: { ref?: string; orderId?: number; scannedAt?: string }) =>
  call(hostPortalApi.handOver, { body });

export function useHandOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendHandOver,
    meta: { blocking: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: checkInKey });
      void queryClient.invalidateQueries({ queryKey: ['host', 'pickups'] });
    },
  });
}
