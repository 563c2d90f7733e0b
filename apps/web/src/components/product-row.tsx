import { useState } from 'react';
import { Link } from 'react-router';
import { ShoppingBasket } from 'lucide-react';
import { formatPricePerUnit, type InventoryDto } from '@lfm/core';
import { useSession } from '../lib/session';
import { AddToCartButton } from './add-to-cart-button';
import { Button } from './button';
import { isOutOfStock, productPath } from './product-card';
import { SignInPrompt } from './sign-in-prompt';
import { useCartItem } from './use-cart-item';
import { useT } from '../lib/i18n';
import { ownWords } from '../lib/own-words';

/**
 * Issue 15: a product in the compact list of a long page, one line: name (to its page), farm, price
 * per unit and Add (one unit; the cart or the product page change the quantity).
 */
export function ProductRow({ item }: { item: InventoryDto }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const cart = useCartItem(item._id, item.farmId);
  const [promptOpen, setPromptOpen] = useState(false);
  const out = isOutOfStock(item);
  const name = ownWords(t.locale, item.name, item.nameEs);
  return (
    <article className="flex items-center gap-2 rounded-lg sm:gap-3 border border-line bg-white px-3 py-2">
      <div className="min-w-0 flex-1 sm:flex sm:items-baseline sm:gap-2">
        <h3 className="line-clamp-2 leading-snug font-semibold text-soil sm:line-clamp-1">
          <Link to={productPath(item._id)} className="hover:text-leaf hover:underline">
            {name}
          </Link>
        </h3>
        <p className="truncate text-sm text-soil-muted">{item.farmName}</p>
      </div>
      <p className="tabular max-w-[6.5rem] shrink-0 text-right text-sm leading-tight font-semibold text-harvest-dark sm:max-w-none sm:text-base sm:whitespace-nowrap">
        {formatPricePerUnit(item.priceCents, item.unit, t.locale)}
      </p>
      <div className="w-[5.25rem] shrink-0 text-right sm:w-[5.5rem]">
        {out ? (
          <span className="text-sm font-semibold text-berry">{t('cart.outOfStock')}</span>
        ) : !item.orderWindowOpen ? (
          <span className="text-sm text-soil-muted" title={t('common.orderWindowClosed')}>
            {t('common.closed')}
            <span className="sr-only">{t('common.orderWindowClosed2')}</span>
          </span>
        ) : isLoggedIn ? (
          <AddToCartButton
            cart={cart}
            quantity={1}
            enabled
            label={t('common.add')}
            addedLabel={t('common.added')}
            productName={name}
            className="w-full px-2"
          />
        ) : (
          <Button size="sm" className="w-full px-2" onClick={() => setPromptOpen(true)}>
            <ShoppingBasket className="size-4" strokeWidth={1.75} aria-hidden />
            {t('common.add')}
            <span className="sr-only">: {name}</span>
          </Button>
        )}
      </div>
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </article>
  );
}
