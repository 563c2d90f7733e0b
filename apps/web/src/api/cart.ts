import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddToCartRequest,
  type CartAddress,
  type CartChangeDto,
  type CourierType,
  type RemoveCartLineRequest,
  type UpdateQuantityRequest,
} from '@lfm/core';
import { cartApi } from '@lfm/core/routes';
import { useSession } from '../lib/session';
import { call } from './client';

export const cartKey = ['cart'] as const;

export const getCart = () => call(cartApi.getCart).then((r) => r.result);

/** The signed-in buyer's cart as the server computes it (prices, options, fees, problems); idle when signed out. */
export function useCart() {
  const { isLoggedIn } = useSession();
  return useQuery({ queryKey: cartKey, queryFn: getCart, enabled: isLoggedIn, staleTime: 30_000 });
}

/** A cart call whose answer is the new cart: it replaces the cached one. */
function useCartMutation<V>(
  send: (body: V) => Promise<CartChangeDto>,
  opts: { blocking?: boolean; silent?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { blocking: opts.blocking ?? false, silent: opts.silent },
    onSuccess: (r) => queryClient.setQueryData(cartKey, r.cart),
  });
}

/** addCart/add (core: addToCartBody); farmId and productPrice ride along for the caller, the server ignores them. */
export type AddToCartInput = AddToCartRequest & { farmId: number; productPrice?: number };

export const useAddToCart = () => useCartMutation((body: AddToCartInput) => call(cartApi.add, { body }));
/** Failures are handled by the caller (the cart reloads and says why). */
export const useUpdateQty = () =>
  useCartMutation((body: UpdateQuantityRequest) => call(cartApi.updateQty, { body }), { silent: true });
export const useUpdateCourier = () =>
  useCartMutation(
    (body: {
      farmId: number;
      courierType: CourierType;
      distributionId: number;
      marketId?: number | null;
      day: number;
      timeSlot: string;
    }) => call(cartApi.updateCart, { body }),
  );
export const useUpdateDeliveryInfo = () =>
  useCartMutation(
    (body: { deliveryInfo: CartAddress; keepFarmAddresses?: boolean }) =>
      call(cartApi.updateCartDeliveryInfo, { body }),
    { blocking: true },
  );
export const useRemoveFromCart = () =>
  useCartMutation((body: RemoveCartLineRequest) => call(cartApi.deleteCart, { body }));

/** The cart line of a product, if it is in the cart. */
export function useCartLine(productId: number) {
  const { data } = useCart();
  if (!data) return undefined;
  return [...data.shipped.productList, ...data.buyList.flatMap((f) => f.productList)].find(
    (l) => l.productId === productId,
  );
}

/** What the cart already holds from a farm, but for one product: the rest of that farm's order. */
export function useFarmCartCents(farmId: number, exceptProductId: number) {
  const { data } = useCart();
  if (!data) return 0;
  return [...data.shipped.productList, ...data.buyList.flatMap((f) => f.productList)]
    .filter((l) => l.farmId === farmId && l.productId !== exceptProductId)
    .reduce((s, l) => s + l.totalPriceCents, 0);
}
