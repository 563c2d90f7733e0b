import { useState } from 'react';
import { Link } from 'react-router';
import { Clock, Repeat, ShoppingBasket, Sprout } from 'lucide-react';
import { formatPricePerUnit, subscriptionText, type InventoryDto } from '@lfm/core';
import { Button } from './button';
import { Modal } from './modal';
import { QuantityStepper } from './quantity-stepper';
import { SignInPrompt } from './sign-in-prompt';
import { useSession } from '../lib/session';
import { useCartQuantity } from './use-cart-item';
import { AddToCartButton } from './add-to-cart-button';
import { cn } from '../lib/cn';
import { useLocale, useT } from '../lib/i18n';
import { ownWords } from '../lib/own-words';

export const productPath = (id: number) => `/farms/farmlist/productdetails/${id}`;

/** SPEC 3: status 0 or no units left means out of stock; buy controls are hidden. */
export const isOutOfStock = (item: Pick<InventoryDto, 'status' | 'maxQuantity'>) =>
  item.status === 0 || item.maxQuantity <= 0;

/**
 * The product's picture at 4:3 with its space reserved, or a quiet placeholder when it has none.
 * `priority`: the page's largest picture above the fold (issue 15: its LCP), fetched first, never lazily.
 */
export function ProductImage({
  item,
  className,
  priority = false,
}: {
  item: InventoryDto;
  className?: string;
  priority?: boolean;
}) {
  const name = ownWords(useLocale(), item.name, item.nameEs);
  return item.image ? (
    <img
      src={item.image}
      alt={name}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/3] w-full bg-leaf-tint object-cover', className)}
    />
  ) : (
    <div
      role="img"
      aria-label={name}
      className={cn('flex aspect-[4/3] w-full items-center justify-center bg-leaf-tint text-leaf', className)}
    >
      <Sprout className="size-12" strokeWidth={1.5} aria-hidden />
    </div>
  );
}

/** SPEC 2 product card: picture (opens details), price per unit, quantity, subscription, stock and buy. */
/** `note`: a short line under the farm's name (search shows the distance). */
/** `priority`: the card is in the first row of the page (its picture is fetched first). */
export function ProductCard({
  item,
  note,
  priority,
}: {
  item: InventoryDto;
  note?: string;
  priority?: boolean;
}) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const { cart, qty, changeQty } = useCartQuantity(item._id, item.farmId);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const out = isOutOfStock(item);
  const subscription = subscriptionText(item.subscriptionInterval, item.subscriptionIntervalCount, t.locale);
  const price = formatPricePerUnit(item.priceCents, item.unit, t.locale);
  const name = ownWords(t.locale, item.name, item.nameEs);
  const description = ownWords(t.locale, item.description, item.descriptionEs);

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-[0_4px_16px_-8px_rgba(43,38,32,0.2)]">
      <button
        type="button"
        onClick={() => setDetailsOpen(true)}
        aria-label={t('common.showDetailsOf', { name })}
        className="relative block"
      >
        <ProductImage item={item} priority={priority} className={cn(out && 'opacity-60 grayscale')} />
        {subscription && (
          <span className="absolute left-0 top-3 flex items-center gap-1 rounded-r-full bg-harvest px-3 py-1 text-xs font-semibold text-soil">
            <Repeat className="size-3.5" strokeWidth={1.75} aria-hidden />
            {t('common.subscription')}
          </span>
        )}
        {out && (
          <span className="absolute right-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-berry">
            {t('cart.outOfStock')}
          </span>
        )}
      </button>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <h3 className="text-lg leading-snug text-soil">{name}</h3>
          <p className="text-sm text-soil-muted">{item.farmName}</p>
          {note && <p className="text-sm text-soil-muted">{note}</p>}
        </div>
        <p className="tabular font-semibold text-harvest-dark">{price}</p>
        {subscription && <p className="text-sm text-soil-muted">{subscription}</p>}
        {!item.orderWindowOpen && !out && (
          <p className="flex items-center gap-1.5 text-sm text-soil-muted">
            <Clock className="size-4" strokeWidth={1.75} aria-hidden />
            {t('common.orderWindowClosed')}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          {out ? (
            <p className="text-sm font-semibold text-berry">{t('cart.outOfStock')}</p>
          ) : (
            <>
              <QuantityStepper
                value={qty}
                onChange={changeQty}
                max={item.maxQuantity}
                label={t('common.quantityOf', { name })}
              />
              {isLoggedIn ? (
                <AddToCartButton
                  cart={cart}
                  quantity={Number(qty)}
                  enabled={!out && item.orderWindowOpen}
                  productName={name}
                />
              ) : (
                <Button size="sm" onClick={() => setPromptOpen(true)}>
                  <ShoppingBasket className="size-4" strokeWidth={1.75} aria-hidden />
                  {t('common.addToCart')}
                </Button>
              )}
            </>
          )}
          <Link
            to={productPath(item._id)}
            className="text-center text-sm font-semibold text-leaf hover:underline"
          >
            {t('common.viewDetails')}
            <span className="sr-only"> {t('common.of', { name })}</span>
          </Link>
        </div>
      </div>

      <Modal open={detailsOpen} onOpenChange={setDetailsOpen} title={name}>
        <ProductImage item={item} className="mb-4 rounded-lg" />
        {item.variety && <p className="text-soil-muted">{t('common.variety', { variety: item.variety })}</p>}
        <p className="tabular mb-3 text-lg font-semibold text-harvest-dark">{price}</p>
        {description && <p className="whitespace-pre-line text-soil">{description}</p>}
      </Modal>
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </article>
  );
}
