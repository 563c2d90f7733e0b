/** What other modules may use of cart: it alone writes `carts`, `cart_lines` and `cart_farms`. */
export { clearCart, computeCart } from './service';
