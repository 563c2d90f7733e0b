import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CardDetails, type CustomerInfoDto } from '@lfm/core';
import { paymentsApi } from '@lfm/core/routes';
import { useSession } from '../lib/session';
import { call } from './client';

export const customerInfoKey = ['customer-info'] as const;

/** The buyer's saved cards and the default one (SPEC 3 payment customer); idle when signed out. */
export function useCustomerInfo() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: customerInfoKey,
    queryFn: () => call(paymentsApi.getCustomerInfo).then((r) => r.result),
    enabled: isLoggedIn,
  });
}

export const defaultCardId = (c: CustomerInfoDto | undefined) =>
  c?.invoice_settings.default_payment_method ?? c?.default_source ?? null;

export type { CardDetails };

/**
 * SPEC 4 'Card add: name check, provider token, save, refresh'. The built-in card processor's
 * tokenizer is our own server; only the token reaches user/addCard. Errors are shown under the form.
 */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: CardDetails) => {
      const token = await call(paymentsApi.tokens, { body: card });
      return call(paymentsApi.addCard, { body: { source: token.id } });
    },
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerInfoKey }),
  });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      call(paymentsApi.cardChange, { body: { default_payment_method: cardId } }),
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerInfoKey }),
  });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => call(paymentsApi.removeCard, { body: { cardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerInfoKey }),
  });
}
