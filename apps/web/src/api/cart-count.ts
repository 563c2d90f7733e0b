import { useCart } from './cart';

/** The number of products in the cart for the header badge (SPEC 2). */
export function useCartCount(): number {
  return useCart().data?.lineCount ?? 0;
}
