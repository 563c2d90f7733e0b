import { Check, ShoppingBasket } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { Button } from './button';
import type { useCartItem } from './use-cart-item';
import { tNow, useT } from '../lib/i18n';

/**
 * SPEC 2: Add to cart, then disabled 'Added to cart' while the product is in the cart (its quantity stepper
 * adds more). Issue 15: the buyer is told it worked, with the way to the cart.
 */
export function AddToCartButton({
  cart,
  quantity,
  enabled,
  label,
  addedLabel,
  productName,
  className,
}: {
  cart: ReturnType<typeof useCartItem>;
  quantity: number;
  /** Whether the product can be bought now (stock, order window, quantity). */
  enabled: boolean;
  label?: string;
  /** What the disabled button says while the product is in the cart (a compact row says 'Added'). */
  addedLabel?: string;
  productName?: string;
  className?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const add = () =>
    cart.add(quantity).then(
      () =>
        toast.success(productName ? tNow('cart.added', { name: productName }) : tNow('cart.addedAny'), {
          description: tNow('cart.addedHint'),
          action: { label: tNow('cart.view'), onClick: () => void navigate('/shoppingcart') },
        }),
      () => undefined,
    );
  return (
    <Button
      size="sm"
      className={className}
      disabled={!enabled || cart.inCart || cart.adding || !(quantity > 0)}
      onClick={() => void add()}
    >
      {cart.inCart ? (
        <Check className="size-4" strokeWidth={2} aria-hidden />
      ) : (
        <ShoppingBasket className="size-4" strokeWidth={1.75} aria-hidden />
      )}
      {cart.inCart ? (addedLabel ?? t('common.addedToCart')) : (label ?? t('common.addToCart'))}
      {productName && <span className="sr-only">: {productName}</span>}
    </Button>
  );
}
