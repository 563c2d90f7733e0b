import type { UseFormRegisterReturn } from 'react-hook-form';
import { Store } from 'lucide-react';
import { formatAddress, weekdayName, type DistributionDto } from '@lfm/core';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** One choosable pickup: a location on one of its days. Value `{distributionId}:{slot index}`. */
export const pickupValue = (d: DistributionDto, slot: number) => `${d._id}:${slot}`;

/** SPEC 2/5: a radio list of pickup locations with day and times; closed windows cannot be chosen. */
export function PickupOptions({
  pickups,
  register,
  error,
}: {
  pickups: DistributionDto[];
  register: UseFormRegisterReturn;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? 'pickup-error' : undefined}>
      <legend className="mb-2 font-semibold text-soil">{t('product.pickUpLocation')}</legend>
      <ul className="grid gap-2">
        {pickups.flatMap((d) =>
          d.pickups.map((slot, i) => {
            // Every time of the day has as many orders as the farmer takes.
            const full = slot.time.every((t) =>
              d.fullSlots.some((f) => f.day === slot.day && f.timeSlot === `${t.startTime} - ${t.endTime}`),
            );
            return (
              <li key={pickupValue(d, i)}>
                <label
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg border border-line bg-white p-3 has-checked:border-leaf has-checked:bg-leaf-tint/60',
                    (!d.isOpen || full) && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="radio"
                    value={pickupValue(d, i)}
                    disabled={!d.isOpen || full}
                    className="mt-1 size-4 accent-leaf"
                    {...register}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-x-2 font-semibold text-soil">
                      <Store className="size-4 text-leaf" strokeWidth={1.75} aria-hidden />
                      {d.marketName ?? t('farm.farmStand')}
                      {!d.isOpen && (
                        <span className="text-sm font-normal text-soil-muted">
                          {t('product.orderWindowClosed')}
                        </span>
                      )}
                      {d.isOpen && full && (
                        <span className="text-sm font-semibold text-berry">{t('cart.full')}</span>
                      )}
                    </span>
                    <span className="block text-sm text-soil-muted">{formatAddress(d.address)}</span>
                    <span className="tabular block text-sm text-soil">
                      {weekdayName(slot.day, t.locale)}{' '}
                      {slot.time.map((w) => `${w.startTime} – ${w.endTime}`).join(', ')}
                    </span>
                  </span>
                </label>
              </li>
            );
          }),
        )}
      </ul>
      {error && (
        <p id="pickup-error" role="alert" className="mt-1 text-sm text-berry">
          {t.text(error)}
        </p>
      )}
    </fieldset>
  );
}
