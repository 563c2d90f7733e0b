import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Package, ShoppingBasket, Store, Truck, Zap } from 'lucide-react';
import {
  DistributionType,
  formatCents,
  isWholesaleBuyer,
  type DistributionDto,
  type InventoryDto,
} from '@lfm/core';
import { Button } from '../../components/button';
import { QuantityStepper } from '../../components/quantity-stepper';
import { authModal } from '../../lib/auth-modal';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { DeliveryAddress } from './delivery-address';
import { PickupOptions } from './pickup-options';
import { MINIMUM_PURCHASE_CENTS, type CourierType } from './product-order-options';
import type { ProductOrderInput } from './product-order-schema';
import { useDeliveryQuote } from './use-delivery-quote';
import { useFarmCartCents, useUpdateCourier } from '../../api/cart';
import { useCartItem } from '../../components/use-cart-item';
import { tNow, useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

/**
 * zod, its resolver and the order's schema: loaded when the buyer first touches the form (or sends it), not
 * with the page (issue 15: evaluating them was a long task of the phone's first load).
 */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('./product-order-schema')]);

const KIND_LABELS = {
  Pickup: { label: 'way.pickup', Icon: Store },
  Delivery: { label: 'orderNow.type.delivery', Icon: Truck },
  Shipping: { label: 'orderNow.type.shipping', Icon: Package },
} as const;

/** The kinds this item and its farm offer: the item's distribution types that have a distribution. */
function offeredKinds(item: InventoryDto, distributions: DistributionDto[]): CourierType[] {
  const has = (t: number) =>
    item.distributionTypes.includes(t) && distributions.some((d) => d.selectPickDel === t);
  if (item.isShippable) return ['Shipping'];
  return [
    ...(has(DistributionType.Pickup) ? (['Pickup'] as const) : []),
    ...(has(DistributionType.Delivery) ? (['Delivery'] as const) : []),
  ];
}

function VisitorPrompt() {
  const t = useT();
  return (
    <div className="rounded-xl border border-line bg-cream p-5 text-center">
      <p className="font-display text-xl text-soil">{t('error.notSignedIn')}</p>
      <p className="mt-1 text-soil-muted">{t('product.signInOrCreate')}</p>
      <div className="mt-4 flex justify-center gap-3">
        <Button onClick={() => authModal.open('sign-in-as')}>{t('auth.signIn')}</Button>
        <Button variant="secondary" onClick={() => authModal.open('sign-up')}>
          {t('auth.signUp')}
        </Button>
      </div>
    </div>
  );
}

/** SPEC 2/5 product page order panel: quantity, total, pickup or delivery, Add to Cart and Buy Now. */
export function ProductOrderForm({
  item,
  distributions,
}: {
  item: InventoryDto;
  distributions: DistributionDto[];
}) {
  const t = useT();
  const name = ownWords(t.locale, item.name, item.nameEs);
  const navigate = useNavigate();
  const { isLoggedIn, userType } = useSession();
  const kinds = offeredKinds(item, distributions);
  const pickups = distributions.filter((d) => d.selectPickDel === DistributionType.Pickup);
  const deliveries = distributions.filter((d) => d.selectPickDel === DistributionType.Delivery);
  // SPEC 4: wholesale buyers default to delivery, everyone else to pickup.
  const wholesale = userType != null && isWholesaleBuyer(userType);
  const defaultKind = (wholesale && kinds.includes('Delivery') ? 'Delivery' : kinds[0]) ?? 'Pickup';
  const farmCartCents = useFarmCartCents(item.farmId, item._id);
  const resolver: Resolver<ProductOrderInput> = async (values, context, options) => {
    const [{ zodResolver }, { productOrderSchema }] = await loadValidation();
    return zodResolver(productOrderSchema(item, farmCartCents))(values, context, options);
  };
  const [submitted, setSubmitted] = useState(false);
  const [intent, setIntent] = useState<'add' | 'buy'>('add');
  const cart = useCartItem(item._id, item.farmId);
  const updateCourier = useUpdateCourier();

  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProductOrderInput>({
    resolver,
    defaultValues: {
      quantity: '1',
      courierType: defaultKind,
      pickup: '',
      agree: false,
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      postalCode: '',
    },
  });
  const [quantity, courierType, addressLine1, city, state, postalCode] = useWatch({
    control,
    name: ['quantity', 'courierType', 'addressLine1', 'city', 'state', 'postalCode'],
  });
  const quote = useDeliveryQuote(
    { addressLine1, city, state, postalCode },
    item,
    Number(quantity) || 1,
    deliveries,
  );
  const subtotal = (Number(quantity) || 0) * item.priceCents;
  const fee = courierType === 'Delivery' && quote.status === 'ok' ? quote.cents : 0;

  const onValid = async (values: ProductOrderInput) => {
    setSubmitted(true);
    if (courierType === 'Delivery' && (quote.status !== 'ok' || !quote.distribution.isOpen)) return;
    const delivery =
      values.courierType === 'Delivery'
        ? {
            courierType: 'Delivery' as const,
            addressLine1: values.addressLine1,
            addressLine2: values.addressLine2,
            city: values.city,
            state: values.state,
            postalCode: values.postalCode,
          }
        : values.courierType === 'Pickup'
          ? { courierType: 'Pickup' as const }
          : {};
    try {
      const { cart: updated } = await cart.add(Number(values.quantity), delivery);
      // The chosen pickup becomes the farm's choice in the cart (SPEC 4).
      if (values.courierType === 'Pickup' && values.pickup) {
        const [distributionId, slot] = values.pickup.split(':').map(Number);
        const d = pickups.find((p) => p._id === distributionId);
        const day = d?.pickups[slot ?? 0]?.day;
        const option = updated.buyList
          .find((f) => f.farmId === item.farmId)
          ?.pickupOptions.find((o) => o.distributionId === distributionId && o.day === day && !o.isFull);
        if (option)
          await updateCourier.mutateAsync({ farmId: item.farmId, courierType: 'Pickup', ...option });
      }
    } catch {
      return; // the toast says why
    }
    if (intent === 'buy') void navigate('/shoppingcart');
    else toast.success(tNow('cart.added', { name }));
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, () => setSubmitted(true))}
      onPointerDown={() => void loadValidation()}
      onFocus={() => void loadValidation()}
      noValidate
      className="flex flex-col gap-6"
    >
      <div className="flex flex-wrap items-start gap-x-8 gap-y-4">
        <div>
          <p className="mb-1 text-sm font-medium text-soil">{t('field.productQuantity')}</p>
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <QuantityStepper
                value={field.value}
                onChange={field.onChange}
                max={item.maxQuantity}
                label={t('common.quantityOf', { name })}
              />
            )}
          />
        </div>
        <dl className="tabular grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-soil">
          <dt className="text-soil-muted">{t('product.total')}</dt>
          <dd className="text-right text-2xl font-semibold text-soil" aria-live="polite">
            {formatCents(subtotal)}
          </dd>
          {fee > 0 && (
            <>
              <dt className="text-soil-muted">{t('product.withDelivery')}</dt>
              <dd className="text-right">{formatCents(subtotal + fee)}</dd>
            </>
          )}
        </dl>
      </div>
      <p
        className={cn('-mt-3 text-sm', errors.quantity ? 'text-berry' : 'text-soil-muted')}
        role={errors.quantity ? 'alert' : undefined}
      >
        {errors.quantity?.message
          ? t.text(errors.quantity.message)
          : t('product.minimumPurchase', { cents: formatCents(MINIMUM_PURCHASE_CENTS) })}
      </p>

      {kinds.length > 1 ? (
        <fieldset>
          <legend className="mb-2 font-semibold text-soil">{t('product.howWouldYouLike')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:gap-3">
            {kinds.map((k) => {
              const { label, Icon } = KIND_LABELS[k];
              return (
                <label
                  key={k}
                  className="flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white p-3 sm:gap-3 font-semibold text-soil has-checked:border-leaf has-checked:bg-leaf-tint/60"
                >
                  <input
                    type="radio"
                    value={k}
                    className="size-4 shrink-0 accent-leaf"
                    {...register('courierType')}
                  />
                  <Icon
                    className="size-5 shrink-0 text-leaf max-[359px]:hidden"
                    strokeWidth={1.75}
                    aria-hidden
                  />
                  {t(label)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : kinds[0] === 'Shipping' ? (
        <p className="flex items-center gap-2 rounded-lg bg-leaf-tint p-3 text-soil">
          <Package className="size-5 text-leaf" strokeWidth={1.75} aria-hidden />
          {t('product.shippedFromTheFarm')}
        </p>
      ) : null}

      {courierType === 'Pickup' && kinds.includes('Pickup') && (
        <div className="flex flex-col gap-4">
          <PickupOptions pickups={pickups} register={register('pickup')} error={errors.pickup?.message} />
          <div>
            <label className="flex items-start gap-3 text-soil">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-leaf"
                aria-invalid={!!errors.agree}
                aria-describedby={errors.agree ? 'agree-error' : undefined}
                {...register('agree')}
              />
              {t('product.iAgreeToCollect')}
            </label>
            {errors.agree && (
              <p id="agree-error" role="alert" className="mt-1 text-sm text-berry">
                {t.text(errors.agree.message ?? '')}
              </p>
            )}
          </div>
        </div>
      )}

      {courierType === 'Delivery' && kinds.includes('Delivery') && (
        <>
          <DeliveryAddress register={register} errors={errors} quote={quote} />
          {submitted && quote.status === 'ok' && !quote.distribution.isOpen && (
            <p role="alert" className="text-sm text-berry">
              {t('product.orderWindowIsClosed')}
            </p>
          )}
        </>
      )}

      {isLoggedIn ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button type="submit" size="lg" onClick={() => setIntent('add')} disabled={cart.adding}>
            <ShoppingBasket className="size-5" strokeWidth={1.75} aria-hidden />
            {cart.inCart ? t('product.updateCart') : t('orderNow.addToCart')}
          </Button>
          <Button
            type="submit"
            size="lg"
            variant="accent"
            onClick={() => setIntent('buy')}
            disabled={cart.adding}
          >
            <Zap className="size-5" strokeWidth={1.75} aria-hidden />
            {t('product.buyNow')}
          </Button>
        </div>
      ) : (
        <VisitorPrompt />
      )}
    </form>
  );
}
