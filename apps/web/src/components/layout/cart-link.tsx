import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { useCartCount } from '../../api/cart-count';
import { useSession } from '../../lib/session';
import { authModal } from '../../lib/auth-modal';
import { useT } from '../../lib/i18n';

/** Cart icon with the number of products bought (SPEC 2); visitors are asked to sign in first (SPEC 6). */
export function CartLink({ onIntent }: { onIntent?: () => void }) {
  const count = useCartCount();
  const { isLoggedIn } = useSession();
  const t = useT();
  const label = t('cart.link', { count });
  return (
    <Link
      to="/shoppingcart"
      aria-label={label}
      onPointerEnter={isLoggedIn ? undefined : onIntent}
      onClick={(e) => {
        if (isLoggedIn) return;
        e.preventDefault();
        authModal.open('sign-in-as');
      }}
      className="relative flex size-11 items-center justify-center rounded-full text-soil transition-colors hover:bg-leaf-tint"
    >
      <ShoppingCart className="size-6" strokeWidth={1.75} aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="tabular absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-harvest px-1 text-xs font-bold text-soil ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
