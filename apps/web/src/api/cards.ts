import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardDetails, CardDto, CardTokenDto, CustomerInfoDto } from '@lfm/core';
import { useSession } from '../lib/session';
import { api } from './client';

export const customerInfoKey = ['customer-info'] as const;

/** The buyer's saved cards and the default one (SPEC 3 payment customer); idle when signed out. */
export function useCustomerInfo() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: customerInfoKey,
    queryFn: () => api<{ result: CustomerInfoDto }>('GET', 'user/getCustomerInfo').then((r) => r.result),
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
      const token = await api<CardTokenDto>('POST', 'payments/tokens', { body: card });
      return api<{ message: string; card: CardDto }>('POST', 'user/addCard', { body: { source: token.id } });
    },
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerInfoKey }),
  });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) =>
      api<{ message: string }>('POST', 'user/cardChange', { body: { default_payment_method: cardId } }),
    meta: { blocking: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerInfoKey }),
  });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => api<{ message: string }>('POST', 'user/removeCard', { body: { cardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerInfoKey }),
  });
}
