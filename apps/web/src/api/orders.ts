import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingInput, CheckoutAnswerDto, OrderDetailsDto, OrderDto, SubscriptionDto } from '@lfm/core';
import { useSession } from '../lib/session';
import { api, ApiError, authHeaders } from './client';
import { cartKey } from './cart';

export const ordersKey = ['orders'] as const;

/** payment/getOrder: subscriptions and orders, newest first. Errors only stop the spinner (SPEC 8). */
export function useOrders() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ordersKey,
    queryFn: () => api<OrderDetailsDto>('GET', 'payment/getOrder').then((r) => r.OrderDetails),
    enabled: isLoggedIn,
    meta: { silent: true },
  });
}

export function useOrder(orderId: number | null) {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: [...ordersKey, orderId],
    queryFn: () =>
      api<{ order: OrderDto }>('GET', 'payment/getOrderById', { query: { orderId } }).then((r) => r.order),
    enabled: isLoggedIn && orderId != null && orderId > 0,
  });
}

export type CheckoutInput = BillingInput & { idempotencyKey: string };

function usePlace(path: 'payment/charge' | 'payment/chargeByInvoice') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutInput & { stripeCardId?: string }) =>
      api<CheckoutAnswerDto>('POST', path, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
export const usePlaceOrder = () => usePlace('payment/charge');
export const usePayByInvoice = () => usePlace('payment/chargeByInvoice');

/**
 * payment/confirmCharge (issue 30.2): once the buyer has answered their bank's challenge, the checkout
 * finishes: the order, or the failure's message (shown by the page, beside the pay button).
 */
export function useConfirmCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api<CheckoutAnswerDto>('POST', 'payment/confirmCharge', { body: { idempotencyKey } }),
    meta: { silent: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: ordersKey });
    },
  });
}

/** The built-in card processor's stand-in for the bank's challenge: the buyer completes or fails it. */
export const authenticateTestPayment = (paymentId: string, outcome: 'complete' | 'fail') =>
  api<{ message: string }>('POST', 'payments/local/authenticate', { body: { paymentId, outcome } });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      api<{ message: string; order: OrderDto }>('POST', 'payment/cancelOrder', { body: { orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** SPEC 8: cancel-subscription errors only stop the spinner; the list reloads after a cancel. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stripeSubscriptionId: string) =>
      api<{ message: string; subscription: SubscriptionDto }>('POST', 'payment/cancelStripeSubscription', {
        body: { stripeSubscriptionId },
      }),
    meta: { blocking: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** The order (or one farm's part) as the A4 PDF the server names after the product, saved by the browser. */
export async function downloadOrderPdf(orderId: number, groupId?: number) {
  const url = new URL('/api/payment/orderPdf', window.location.origin);
  url.searchParams.set('orderId', String(orderId));
  if (groupId) url.searchParams.set('groupId', String(groupId));
  const res = await fetch(url, {
    headers: authHeaders(),
  });
  if (!res.ok) throw new ApiError(res.status, 0, 'The PDF could not be made. Please try again.');
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `order-${orderId}.pdf`;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
