import { useEffect, useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { MapPin, Pencil, Store, Truck } from 'lucide-react';
import {
  weekdayName,
  formatAddress,
  formatCents,
  type CartAddress,
  type CartFarmDto,
  type CourierType,
} from '@lfm/core';
import { useUpdateCourier } from '../../api/cart';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { LineRow } from './line-row';
import { useT } from '../../lib/i18n';

const optionKey = (o: { distributionId: number; day: number; timeSlot: string }) =>
  `${o.distributionId}|${o.day}|${o.timeSlot}`;

const radioRow =
  'flex cursor-pointer gap-3 rounded-lg border border-line bg-white p-3 has-checked:border-leaf has-checked:bg-leaf-tint/60 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/** SPEC 2: one block per farm, '{farm name} Products', with Pickup and Delivery tabs and their radio lists. */
export function FarmBlock({
  farm,
  deliveryInfo,
  onEditAddress,
}: {
  farm: CartFarmDto;
  deliveryInfo: CartAddress | null;
  onEditAddress: () => void;
}) {
  const t = useT();
  const [tab, setTab] = useState<CourierType>(farm.courierType ?? farm.defaultTab);
  const choose = useUpdateCourier();
  const chosen =
    farm.distributionId != null && farm.day != null && farm.timeSlot != null
      ? optionKey({ distributionId: farm.distributionId, day: farm.day, timeSlot: farm.timeSlot })
      : '';
  const address = farm.address ?? deliveryInfo;

  // Issue 15: when the farm offers one open choice and none is made, it is made for the buyer.
  const open = [
    ...farm.pickupOptions
      .filter((o) => o.isOpen && !o.isFull)
      .map((o) => ({ ...o, courierType: 'Pickup' as const })),
    ...(address ? farm.deliveryOptions : [])
      .filter((o) => o.isOpen && !o.isFull)
      .map((o) => ({ ...o, courierType: 'Delivery' as const })),
  ];
  // Until the delivery address is known, delivery may still be a choice: wait for it.
  const settled = address != null || farm.deliveryPostalCodes.length === 0;
  const only = !chosen && settled && open.length === 1 ? open[0]! : null;
  const preselected = useRef(false);
  useEffect(() => {
    if (!only || preselected.current) return;
    preselected.current = true;
    const { courierType, distributionId, day, timeSlot } = only;
    const marketId = 'marketId' in only ? only.marketId : null;
    setTab(courierType);
    choose.mutate({ farmId: farm.farmId, courierType, distributionId, marketId, day, timeSlot });
  }, [only, choose, farm.farmId]);

  return (
    <section
      aria-labelledby={`farm-${farm.farmId}`}
      className={cn(
        'rounded-xl border bg-white p-4 sm:p-6',
        farm.isDisabled ? 'border-berry/40' : 'border-line',
      )}
    >
      <h2 id={`farm-${farm.farmId}`} className="text-xl text-soil">
        {t('cart.products', { farmName: farm.farmName })}
      </h2>
      <ul className="mt-2">
        {farm.productList.map((l) => (
          <LineRow key={l._id} line={l} />
        ))}
      </ul>

      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as CourierType)} className="mt-4">
        <Tabs.List
          aria-label={t('cart.howToGet', { farm: farm.farmName })}
          className="flex gap-2 border-b border-line"
        >
          {(['Pickup', 'Delivery'] as const).map((way) => (
            <Tabs.Trigger
              key={way}
              value={way}
              className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-3 py-2 font-semibold text-soil-muted data-[state=active]:border-leaf data-[state=active]:text-leaf"
            >
              {way === 'Pickup' ? (
                <Store className="size-4" aria-hidden />
              ) : (
                <Truck className="size-4" aria-hidden />
              )}
              {way === 'Pickup' ? t('cart.pickupTab') : t('orderNow.type.delivery')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="Pickup" className="pt-4">
          {farm.pickupOptions.length === 0 ? (
            <p className="rounded-lg bg-cream p-3 text-soil-muted">{t('cart.thisFarmCurrentlyHas')}</p>
          ) : (
            <fieldset>
              <legend className="sr-only">{t('cart.pickUpLocationFor', { farmName: farm.farmName })}</legend>
              <ul className="grid gap-2">
                {farm.pickupOptions.map((o) => (
                  <li key={optionKey(o)}>
                    <label className={radioRow}>
                      <input
                        type="radio"
                        name={`pickup-${farm.farmId}`}
                        className="mt-1 size-4 accent-leaf"
                        checked={farm.courierType === 'Pickup' && chosen === optionKey(o)}
                        disabled={choose.isPending || !o.isOpen || o.isFull}
                        onChange={() => choose.mutate({ farmId: farm.farmId, courierType: 'Pickup', ...o })}
                      />
                      <span>
                        <span className="block font-semibold text-soil">{o.locationName}</span>
                        <span className="block text-sm text-soil-muted">
                          {weekdayName(o.day, t.locale)} {o.timeSlot} · {formatAddress(o.address)}
                        </span>
                        {!o.isOpen && (
                          <span className="block text-sm font-semibold text-soil-muted">
                            {t('cart.orderWindowClosed')}
                          </span>
                        )}
                        {o.isOpen && o.isFull && (
                          <span className="block text-sm font-semibold text-berry">{t('cart.full')}</span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </Tabs.Content>

        <Tabs.Content value="Delivery" className="flex flex-col gap-3 pt-4">
          {farm.deliveryPostalCodes.length > 0 ? (
            <p className="text-sm text-soil-muted">
              {t('cart.deliversToZipCodes', { join: farm.deliveryPostalCodes.join(', ') })}
            </p>
          ) : (
            <p className="rounded-lg bg-cream p-3 text-soil-muted">{t('cart.sorryDeliveryIsNot')}</p>
          )}
          {address ? (
            // The pin, the address and Edit stay one row: on a phone the address wraps beside them,
            // not onto a line of its own with the pin left alone above it.
            <p className="flex items-start gap-2 text-soil">
              <MapPin className="mt-1 size-4 shrink-0 text-leaf" aria-hidden />
              <span className="min-w-0 flex-1">
                {t('cart.deliverTo', { address: formatAddress(address) })}
              </span>
              <Button variant="ghost" size="sm" className="-mt-1.5 shrink-0" onClick={onEditAddress}>
                <Pencil className="size-4" aria-hidden /> {t('cart.edit')}
              </Button>
            </p>
          ) : (
            farm.deliveryPostalCodes.length > 0 && (
              <Button variant="secondary" className="w-fit" onClick={onEditAddress}>
                {t('cart.confirmDeliveryAddress')}
              </Button>
            )
          )}
          {address && farm.deliveryOptions.length === 0 && farm.deliveryPostalCodes.length > 0 && (
            <p className="text-sm text-berry">{t('cart.deliveryIsNotAvailable')}</p>
          )}
          {farm.deliveryOptions.length > 0 && (
            <fieldset>
              <legend className="sr-only">{t('cart.deliveryDayFor', { farmName: farm.farmName })}</legend>
              <ul className="grid gap-2">
                {farm.deliveryOptions.map((o) => (
                  <li key={optionKey(o)}>
                    <label className={radioRow}>
                      <input
                        type="radio"
                        name={`delivery-${farm.farmId}`}
                        className="mt-1 size-4 accent-leaf"
                        checked={farm.courierType === 'Delivery' && chosen === optionKey(o)}
                        disabled={choose.isPending || !o.isOpen || o.isFull}
                        onChange={() => choose.mutate({ farmId: farm.farmId, courierType: 'Delivery', ...o })}
                      />
                      <span className="flex flex-1 flex-wrap justify-between gap-2">
                        <span className="font-semibold text-soil">
                          {weekdayName(o.day, t.locale)} {o.timeSlot}
                          {!o.isOpen && (
                            <span className="block text-sm text-soil-muted">
                              {t('cart.orderWindowClosed')}
                            </span>
                          )}
                          {o.isOpen && o.isFull && (
                            <span className="block text-sm font-semibold text-berry">{t('cart.full')}</span>
                          )}
                        </span>
                        <span className="tabular text-soil-muted">
                          {o.feeCents == null
                            ? t('cart.feeWhenKnown')
                            : o.feeCents > 0
                              ? t('farm.fee', { cents: formatCents(o.feeCents) })
                              : t('cart.free')}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
