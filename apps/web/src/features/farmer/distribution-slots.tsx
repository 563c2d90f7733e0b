import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { weekdayName } from '@lfm/core';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { useT } from '../../lib/i18n';
import type { DeliveryRow, PickupRow } from './distribution-values';

/** The distribution form's selects and inputs. */
export const control = `${inputClass} mt-1 min-w-0 font-normal`;

export function DaySelect({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange: (day: number) => void;
  label: string;
}) {
  const t = useT();
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      className={control}
    >
      {[0, 1, 2, 3, 4, 5, 6].map((d) => (
        <option key={d} value={d}>
          {weekdayName(d, t.locale)}
        </option>
      ))}
    </select>
  );
}

function Rows<T>({
  legend,
  removeLabel,
  rows,
  onChange,
  blank,
  render,
}: {
  legend: string;
  /** The name of row `n`'s remove button. */
  removeLabel: (n: number) => string;
  rows: T[];
  onChange: (rows: T[]) => void;
  blank: T;
  render: (row: T, set: (patch: Partial<T>) => void, i: number) => ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-soil">{legend}</legend>
      <div className="mt-1 grid gap-2">
        {rows.map((row, i) => (
          <div key={i} className="flex items-end gap-2 border-b border-line/60 pb-2 sm:border-0 sm:pb-0">
            {/* On a phone the day takes its own line above the two times. */}
            <div className="grid min-w-0 flex-1 grid-cols-2 gap-2 sm:grid-cols-3 [&>:first-child]:col-span-2 sm:[&>:first-child]:col-span-1">
              {render(row, (patch) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r))), i)}
            </div>
            <Button
              variant="ghost"
              size="sm"
              aria-label={removeLabel(i + 1)}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
      </div>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => onChange([...rows, blank])}>
        <Plus className="size-4" aria-hidden /> {t('farmer.slots.addDay')}
      </Button>
    </fieldset>
  );
}

/** Pickup days, each with the times buyers collect (several rows may share a day). */
export function PickupTimes({
  rows,
  onChange,
}: {
  rows: PickupRow[];
  onChange: (rows: PickupRow[]) => void;
}) {
  const t = useT();
  return (
    <Rows
      legend={t('farmer.slots.pickupTimes')}
      removeLabel={(n) => t('farmer.slots.removePickup', { n })}
      rows={rows}
      onChange={onChange}
      blank={{ day: 6, start: '09:00', end: '12:00' }}
      render={(row, setRow, i) => (
        <>
          <DaySelect
            label={t('farmer.slots.pickupDay', { n: i + 1 })}
            value={row.day}
            onChange={(day) => setRow({ day })}
          />
          <input
            type="time"
            aria-label={t('farmer.slots.pickupFrom', { n: i + 1 })}
            value={row.start}
            onChange={(e) => setRow({ start: e.target.value })}
            className={control}
          />
          <input
            type="time"
            aria-label={t('farmer.slots.pickupUntil', { n: i + 1 })}
            value={row.end}
            onChange={(e) => setRow({ end: e.target.value })}
            className={control}
          />
        </>
      )}
    />
  );
}

/** Delivery days, each with its time and fee. */
export function DeliveryDays({
  rows,
  onChange,
}: {
  rows: DeliveryRow[];
  onChange: (rows: DeliveryRow[]) => void;
}) {
  const t = useT();
  return (
    <Rows
      legend={t('farmer.slots.deliveryDays')}
      removeLabel={(n) => t('farmer.slots.removeDelivery', { n })}
      rows={rows}
      onChange={onChange}
      blank={{ day: 4, time: '9:00 AM - 1:00 PM', fee: '' }}
      render={(row, setRow, i) => (
        <>
          <DaySelect
            label={t('farmer.slots.deliveryDay', { n: i + 1 })}
            value={row.day}
            onChange={(day) => setRow({ day })}
          />
          <input
            aria-label={t('farmer.slots.deliveryTime', { n: i + 1 })}
            maxLength={40}
            value={row.time}
            onChange={(e) => setRow({ time: e.target.value })}
            className={control}
          />
          <input
            aria-label={t('farmer.slots.deliveryFee', { n: i + 1 })}
            placeholder={t('farmer.slots.fee')}
            inputMode="decimal"
            value={row.fee}
            onChange={(e) => setRow({ fee: e.target.value })}
            className={control}
          />
        </>
      )}
    />
  );
}
