import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MapPin, Package, ShoppingCart } from 'lucide-react';
import { formatAddress, formatCents, type CartAddress, type CartDto } from '@lfm/core';
import { useCart, useUpdateDeliveryInfo } from '../../api/cart';
import { useProfile } from '../../api/get-profile';
import { Button, buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FeeRows } from '../../components/fee-rows';
import { CheckoutSteps } from '../../components/checkout-steps';
import { Page } from '../../components/page';
import { DeliveryAddressModal } from './delivery-address-modal';
import { FarmBlock } from './farm-block';
import { LineRow } from './line-row';
import { useT } from '../../lib/i18n';

/** The saved address SPEC 4 picks for the cart (the one whose zip is served, else the first). */
function useSavedAddress(cart: CartDto | undefined): CartAddress | null {
  const { data: profile } = useProfile();
  return profile?.address.find((a) => a._id === cart?.defaultAddressId) ?? profile?.address[0] ?? null;
}

/** Issue 15: a buyer with a saved address ships and delivers to it without being asked for it again. */
function useSavedAddressForCart(cart: CartDto | undefined, saved: CartAddress | null) {
  const save = useUpdateDeliveryInfo();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !cart || cart.deliveryInfo || !saved || cart.lineCount === 0) return;
    done.current = true;
    const { addressLine1, addressLine2, city, state, postalCode } = saved;
    save.mutate({
      deliveryInfo: { addressLine1, addressLine2, city, state, postalCode },
      keepFarmAddresses: true,
    });
  }, [cart, saved, save]);
}

function ShippedBlock({ cart, onEditAddress }: { cart: CartDto; onEditAddress: () => void }) {
  const t = useT();
  const { shipped } = cart;
  return (
    <section aria-labelledby="shipped" className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id="shipped" className="flex items-center gap-2 text-xl text-soil">
        <Package className="size-5 text-leaf" aria-hidden /> {t('cart.shippedProducts')}
      </h2>
      <div className="mt-2 hidden grid-cols-[72px_1fr_auto_auto_auto] gap-4 text-sm font-semibold text-soil-muted sm:grid">
        <span className="col-span-2">{t('field.inventoryId')}</span>
        <span>{t('cart.qty')}</span>
        <span className="w-24 text-right">{t('cart.totalPrice')}</span>
        <span className="w-9" />
      </div>
      <ul>
        {shipped.productList.map((l) => (
          <LineRow key={l._id} line={l} />
        ))}
      </ul>
      <p className="mt-2 text-sm text-soil-muted">{t('cart.productsShip12')}</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-soil">
        <MapPin className="size-4 text-leaf" aria-hidden />
        {shipped.shipTo
          ? t('cart.shipTo', { address: formatAddress(shipped.shipTo) })
          : t('cart.noShipAddress')}
        <Button variant="ghost" size="sm" onClick={onEditAddress}>
          {shipped.shipTo ? t('cart.edit') : t('profile.addAddress')}
        </Button>
      </p>
    </section>
  );
}

/** SPEC 2 Shopping cart. */
export default function CartPage() {
  const t = useT();
  const { data: cart, isPending } = useCart();
  const navigate = useNavigate();
  const [editingAddress, setEditingAddress] = useState(false);
  const saved = useSavedAddress(cart);
  const startingAddress = cart?.deliveryInfo ?? saved;
  useSavedAddressForCart(cart, saved);
  // Issue 15: what is missing is said once, after the buyer asks to check out, not before they have done anything.
  const [attempted, setAttempted] = useState(false);
  const heading = (
    <h1 className="mb-6 text-3xl uppercase tracking-wide text-soil sm:text-4xl">{t('cart.shoppingCart')}</h1>
  );

  if (isPending)
    return (
      <Page title={t('cart.shoppingCart')} heading={heading}>
        <div
          className="h-64 animate-pulse rounded-xl bg-leaf-tint/50"
          aria-label={t('cart.loadingYourCart')}
        />
      </Page>
    );
  if (!cart || cart.lineCount === 0)
    return (
      <Page title={t('cart.shoppingCart')} heading={heading}>
        <EmptyState
          message={t('cart.empty')}
          icon={<ShoppingCart className="size-8" strokeWidth={1.5} />}
          action={
            <Link to="/farms" className={buttonClass('primary')}>
              {t('cart.buyProducts')}
            </Link>
          }
        />
      </Page>
    );

  return (
    <Page title={t('cart.shoppingCart')} heading={heading}>
      <CheckoutSteps current="Cart" />
      <div className="grid gap-6 lg:grid-cols-[1fr_340px] lg:items-start">
        <div className="flex flex-col gap-6">
          {cart.shipped.productList.length > 0 && (
            <ShippedBlock cart={cart} onEditAddress={() => setEditingAddress(true)} />
          )}
          {cart.buyList.map((farm) => (
            <FarmBlock
              key={farm.farmId}
              farm={farm}
              deliveryInfo={cart.deliveryInfo}
              onEditAddress={() => setEditingAddress(true)}
            />
          ))}
        </div>
        <aside
          aria-labelledby="totals"
          className="rounded-xl border border-line bg-cream p-5 lg:sticky lg:top-28"
        >
          <h2 id="totals" className="sr-only">
            {t('cart.totals')}
          </h2>
          <dl className="tabular grid grid-cols-[1fr_auto] gap-y-2 text-soil">
            <dt>{t('cart.subtotal')}</dt>
            <dd className="text-right">{formatCents(cart.subtotalCents)}</dd>
            <FeeRows
              deliveryCents={cart.deliveryFeesCents - cart.shipped.shippingFeesCents}
              shippingCents={cart.shipped.shippingFeesCents}
            />
            <dt className="border-t border-line pt-2 text-lg font-semibold">{t('cart.total')}</dt>
            <dd className="border-t border-line pt-2 text-right text-lg font-semibold">
              {formatCents(cart.totalPayCents)}
            </dd>
          </dl>
          {attempted && cart.problems.length > 0 && (
            <div role="alert" className="mt-4 text-sm text-berry">
              <p className="font-semibold">{t('cart.beforeYouCheckOut')}</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {cart.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-5 flex flex-col gap-3">
            <Button
              size="lg"
              onClick={() => (cart.canCheckout ? void navigate('/ordersummary') : setAttempted(true))}
            >
              {t('cart.checkout')}
            </Button>
            <Link to="/farms" className={buttonClass('secondary')}>
              {t('cart.buyMoreItems')}
            </Link>
          </div>
        </aside>
      </div>
      <DeliveryAddressModal
        open={editingAddress}
        onOpenChange={setEditingAddress}
        initial={startingAddress}
      />
    </Page>
  );
}
