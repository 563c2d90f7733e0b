/** The number of products in the cart for the header badge (SPEC 2: total of bought products). */
export function useCartCount(): number {
  // The cart issue fills this from addCart/getCart's totalBuyProduct.
  return 0;
}
