import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import {
  NO_CARD,
  NO_CARD_SELECTED,
  MINIMUM_AMOUNT,
  billingSchema,
  formatCents,
  formatPricePerUnit,
  homeCountryName,
  type BillingInput,
  type CartDto,
  type CheckoutAnswerDto,
  type PlacedOrderDto,
} from '@lfm/core';
import { useCart } from '../../api/cart';
import { useCustomerInfo } from '../../api/cards';
import { useProfile } from '../../api/get-profile';
import { ApiError } from '../../api/client';
import { useConfirmCharge, usePayByInvoice, usePlaceOrder } from '../../api/orders';
import { AddressFields } from '../../components/address-fields';
import { Alert } from '../../components/alert';
import { FeeRows } from '../../components/fee-rows';
import { Button, buttonClass } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { CheckoutSteps } from '../../components/checkout-steps';
import { Page } from '../../components/page';
import { CardPicker } from '../payments';
import { courierLine } from '../orders';
import { useBankChallenge } from './payment-challenge';
import { useT } from '../../lib/i18n';
import { ownWords } from '../../lib/own-words';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

function Summary({ cart }: { cart: CartDto }) {
  const t = useT();
  const groups = [
    ...cart.buyList.map((f) => ({
      key: `f${f.farmId}`,
      title: f.farmName,
      how: courierLine(
        {
          courierType: f.courierType ?? 'Pickup',
          locationName:
            f.pickupOptions.find((o) => o.distributionId === f.distributionId)?.locationName ?? null,
          farmName: f.farmName,
          address:
            f.courierType === 'Pickup'
              ? (f.pickupOptions.find((o) => o.distributionId === f.distributionId)?.address ?? null)
              : f.address,
          day: f.day,
          timeSlot: f.timeSlot,
        },
        t.locale,
      ),
      lines: f.productList,
      fee: f.courierType === 'Delivery' ? f.deliveryFeesCents : 0,
    })),
    ...(cart.shipped.productList.length
      ? [
          {
            key: 'shipped',
            title: t('cart.shippedProducts'),
            how: courierLine(
              {
                courierType: 'Shipping',
                locationName: null,
                farmName: '',
                address: cart.shipped.shipTo,
                day: null,
                timeSlot: null,
              },
              t.locale,
            ),
            lines: cart.shipped.productList,
            fee: cart.shipped.shippingFeesCents,
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby="summary" className="rounded-xl border border-line bg-white p-5">
      <h2 id="summary" className="text-xl text-soil">
        {t('checkout.yourOrder')}
      </h2>
      {groups.map((g) => (
        <div key={g.key} className="mt-4 border-t border-line pt-4">
          <h3 className="font-semibold text-soil">{g.title}</h3>
          <p className="text-sm text-soil-muted">{g.how}</p>
          <ul className="mt-2 space-y-1">
            {g.lines.map((l) => (
              <li key={l._id} className="tabular flex justify-between gap-3 text-soil">
                <span>
                  {l.productQuantity} × {ownWords(t.locale, l.productName, l.productNameEs)}
                  <span className="text-soil-muted">
                    {' '}
                    ({formatPricePerUnit(l.productPriceCents, l.unit, t.locale)})
                  </span>
                </span>
                <span>{formatCents(l.totalPriceCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <dl className="tabular mt-4 grid grid-cols-[1fr_auto] gap-y-1 border-t border-line pt-4 text-soil">
        <dt>{t('checkout.subtotal')}</dt>
        <dd className="text-right">{formatCents(cart.subtotalCents)}</dd>
        <FeeRows
          deliveryCents={cart.deliveryFeesCents - cart.shipped.shippingFeesCents}
          shippingCents={cart.shipped.shippingFeesCents}
        />
        <dt className="text-lg font-semibold">{t('checkout.total')}</dt>
        <dd className="text-right text-lg font-semibold">{formatCents(cart.totalPayCents)}</dd>
      </dl>
    </section>
  );
}

/** SPEC 2 Order summary / checkout: the summary, the card, the billing address, and the pay buttons of SPEC 6. */
export default function OrderSummaryPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data: cart, isPending } = useCart();
  const { data: profile } = useProfile();
  const { data: customer } = useCustomerInfo();
  const placeOrder = usePlaceOrder();
  const payByInvoice = usePayByInvoice();
  const confirmCharge = useConfirmCharge();
  // One key per checkout attempt: a retry of the same attempt is the same order; after a refusal
  // (a declined card, a failed bank challenge) the next attempt is a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const [cardId, setCardId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState<PlacedOrderDto | null>(null);
  const onCard = useCallback((id: string | null) => {
    setCardId(id);
    // Issue 15: 'Please add card for payment.' goes away once a card is added and chosen.
    if (id) setProblem((p) => (p === NO_CARD || p === NO_CARD_SELECTED ? null : p));
  }, []);
  const wholesale = profile?.userType === 3;
  const invoiceAllowed = wholesale && profile?.invoiceStatus === 0;
  const first = profile?.address[0];
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<BillingInput>({
    resolver: zodResolver(billingSchema) as never,
    values: {
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      organization: '',
      addressLine1: first?.addressLine1 ?? '',
      addressLine2: first?.addressLine2 ?? '',
      city: first?.city ?? '',
      state: first?.state ?? '',
      postalCode: first?.postalCode ?? '',
      country: homeCountryName(t.locale),
      phoneNumber: profile?.phone ?? '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const refused = (e: Error) => {
    if (e instanceof ApiError && e.status === 402) setIdempotencyKey(newKey());
  };
  const answered = (r: CheckoutAnswerDto) =>
    'nextAction' in r ? void bank.start(r.nextAction) : setPlaced(r);
  const bank = useBankChallenge((checkoutKey) =>
    confirmCharge.mutate(checkoutKey, {
      onSuccess: answered,
      onError: (e) => {
        refused(e);
        setProblem(e.message);
      },
    }),
  );
  const pending = placeOrder.isPending || payByInvoice.isPending || confirmCharge.isPending;
  // Issue 15: the steps say 'Pay' once the billing details are complete, so a buyer sees what is left.
  const detailsDone = billingSchema.safeParse(watch()).success;

  if (!isPending && (!cart || cart.lineCount === 0 || !cart.canCheckout) && !placed)
    return <Navigate to="/shoppingcart" replace />;

  const submit = (method: 'card' | 'invoice') =>
    handleSubmit((billing) => {
      setProblem(null);
      if (!cart || cart.totalPayCents <= 0) return setProblem(MINIMUM_AMOUNT);
      if (method === 'card' && !cardId)
        return setProblem((customer?.sources.data.length ?? 0) > 0 ? NO_CARD_SELECTED : NO_CARD);
      const body = { ...billing, idempotencyKey };
      const done = { onSuccess: answered, onError: refused };
      if (method === 'card') placeOrder.mutate({ ...body, cardId: cardId! }, done);
      else payByInvoice.mutate(body, done);
    });

  return (
    <Page title={t('checkout.orderSummary')}>
      <CheckoutSteps current={detailsDone ? 'Pay' : 'Details'} />
      {isPending || !cart ? (
        <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <Summary cart={cart} />
          <form
            noValidate
            onSubmit={(e) => e.preventDefault()}
            className="flex flex-col gap-6 rounded-xl border border-line bg-cream p-5"
          >
            <CardPicker value={cardId} onChange={onCard} />
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-xl text-soil">{t('checkout.billingAddress')}</legend>
              <TextField
                label={t('field.firstName')}
                autoComplete="given-name"
                maxLength={100}
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextField
                label={t('field.lastName')}
                autoComplete="family-name"
                maxLength={100}
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              {wholesale && (
                <TextField
                  label={t('checkout.organization')}
                  autoComplete="organization"
                  maxLength={100}
                  className="sm:col-span-2"
                  error={errors.organization?.message}
                  {...register('organization')}
                />
              )}
              <AddressFields register={register} errors={errors} />
              <TextField
                label={t('checkout.country')}
                autoComplete="country-name"
                maxLength={50}
                error={errors.country?.message}
                {...register('country')}
              />
              <TextField
                label={t('field.phone')}
                autoComplete="tel"
                inputMode="tel"
                maxLength={15}
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
            </fieldset>
            {problem && <Alert tone="error">{t.text(problem)}</Alert>}
            <div className="flex flex-wrap gap-3">
              {invoiceAllowed ? (
                <>
                  <Button
                    size="lg"
                    loading={placeOrder.isPending}
                    disabled={pending}
                    onClick={submit('card')}
                  >
                    {t('checkout.payByCard')}
                  </Button>
                  <Button
                    size="lg"
                    variant="secondary"
                    loading={payByInvoice.isPending}
                    disabled={pending}
                    onClick={submit('invoice')}
                  >
                    {t('checkout.payByInvoice')}
                  </Button>
                </>
              ) : (
                <Button size="lg" loading={placeOrder.isPending} disabled={pending} onClick={submit('card')}>
                  {t('checkout.placeOrder')}
                </Button>
              )}
            </div>
          </form>
        </div>
      )}
      <Modal
        open={placed != null}
        onOpenChange={(o) => {
          if (!o) void navigate('/');
        }}
        title={
          <span className="flex items-center gap-2">
            <CircleCheck className="size-7 text-leaf" aria-hidden /> {placed?.message}
          </span>
        }
      >
        <p className="text-soil">
          {t('checkout.orderAReceiptIs', {
            _id: placed?.order._id ?? '',
            cents: formatCents(placed?.order.totalPriceCents ?? 0),
          })}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Link to={`/ordernumber?orderId=${placed?.order._id ?? ''}`} className={buttonClass('secondary')}>
            {t('checkout.viewOrder')}
          </Link>
          <Button onClick={() => void navigate('/')}>{t('checkout.close')}</Button>
        </div>
      </Modal>
      {bank.challenge}
    </Page>
  );
}
