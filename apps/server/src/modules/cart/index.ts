/** What other modules may use of cart: it alone writes `carts`, `cart_lines` and `cart_farms`. */
export { computeCart } from './read';
export { clearCart } from './writes';
