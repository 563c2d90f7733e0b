import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { cartKey, useAddToCart, useCartLine, useUpdateQty, type AddToCartInput } from '../api/cart';

/** SPEC 2/9: a quantity change of an in-cart product is saved 300 ms after the last keystroke. */
export const QTY_SAVE_DELAY_MS = 300;

/**
 * One product and the cart: whether it is in, adding it, and saving quantity changes after 300 ms
 * (a failed save reloads the cart and says why).
 */
export function useCartItem(productId: number, farmId: number) {
  const line = useCartLine(productId);
  const add = useAddToCart();
  const update = useUpdateQty();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const saveQuantity = (quantity: number) => {
    clearTimeout(timer.current);
    if (!(quantity > 0)) return;
    timer.current = setTimeout(() => {
      update.mutate(
        { productId, farmId, productQuantity: quantity },
        {
          onError: (err) => {
            toast.error(err.message);
            void queryClient.invalidateQueries({ queryKey: cartKey });
          },
        },
      );
    }, QTY_SAVE_DELAY_MS);
  };

  return {
    line,
    inCart: line != null,
    adding: add.isPending,
    add: (productQuantity: number, extra: Partial<AddToCartInput> = {}) =>
      add.mutateAsync({ productId, farmId, productQuantity, ...extra }),
    saveQuantity,
  };
}

/**
 * The quantity field of a product card or list row: '1' until the product is in the cart, then the
 * cart's quantity, whose changes are saved (SPEC 4).
 */
export function useCartQuantity(productId: number, farmId: number) {
  const cart = useCartItem(productId, farmId);
  const [qty, setQty] = useState('1');
  const inCartQty = cart.line?.productQuantity;
  useEffect(() => {
    if (inCartQty != null) setQty(String(inCartQty));
  }, [inCartQty]);
  const changeQty = (v: string) => {
    setQty(v);
    if (cart.inCart) cart.saveQuantity(Number(v));
  };
  return { cart, qty, changeQty };
}
