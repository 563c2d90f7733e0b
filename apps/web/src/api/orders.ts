import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BillingInput } from '@lfm/core';
import { checkoutApi, ordersApi, paymentsApi } from '@lfm/core/routes';
import { useSession } from '../lib/session';
import { call } from './client';
import { cartKey } from './cart';

export const ordersKey = ['orders'] as const;

/** payment/getOrder: subscriptions and orders, newest first. Errors only stop the spinner (SPEC 8). */
export function useOrders() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ordersKey,
    queryFn: () => call(ordersApi.getOrder).then((r) => r.OrderDetails),
    enabled: isLoggedIn,
    meta: { silent: true },
  });
}

export function useOrder(orderId: number | null) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: [...ordersKey, orderId],
    queryFn: () =>
      call(ordersApi.getOrderById, { query: { orderId: orderId ?? undefined } }).then((r) => r.order),
    enabled: isLoggedIn && orderId != null && orderId > 0,
  });
}

export type CheckoutInput = BillingInput & { idempotencyKey: string };

function usePlace(entry: typeof checkoutApi.charge | typeof checkoutApi.chargeByInvoice) {
  const queryClient = useQueryClient();
  return useMutation({
    // The saved card to charge; the SPEC's payload names it `stripeCardId`.
    mutationFn: ({ cardId, ...body }: CheckoutInput & { cardId?: string }) =>
      call(entry, { body: cardId === undefined ? body : { ...body, stripeCardId: cardId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
export const usePlaceOrder = () => usePlace(checkoutApi.charge);
export const usePayByInvoice = () => usePlace(checkoutApi.chargeByInvoice);

/**
 * payment/confirmCharge (issue 30.2): once the buyer has answered their bank's challenge, the checkout
 * finishes: the order, or the failure's message (shown by the page, beside the pay button).
 */
export function useConfirmCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) => call(checkoutApi.confirmCharge, { body: { idempotencyKey } }),
    meta: { silent: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}

/** The built-in card processor's stand-in for the bank's challenge: the buyer completes or fails it. */
export const authenticateTestPayment = (paymentId: string, outcome: 'complete' | 'fail') =>
  call(paymentsApi.authenticate, { body: { paymentId, outcome } });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => call(checkoutApi.cancelOrder, { body: { orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** SPEC 8: cancel-subscription errors only stop the spinner; the list reloads after a cancel. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stripeSubscriptionId: string) =>
      call(checkoutApi.cancelStripeSubscription, { body: { stripeSubscriptionId } }),
    meta: { blocking: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
