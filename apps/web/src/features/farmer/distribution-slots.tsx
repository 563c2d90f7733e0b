import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { WEEKDAYS } from '@lfm/core';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
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
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      className={control}
    >
      {WEEKDAYS.map((d, i) => (
        <option key={d} value={i}>
          {d}
        </option>
      ))}
    </select>
  );
}

function Rows<T>({
  legend,
  rows,
  onChange,
  blank,
  render,
}: {
  legend: string;
  rows: T[];
  onChange: (rows: T[]) => void;
  blank: T;
  render: (row: T, set: (patch: Partial<T>) => void, i: number) => ReactNode;
}) {
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
              aria-label={`Remove ${legend.toLowerCase()} ${i + 1}`}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        ))}
      </div>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => onChange([...rows, blank])}>
        <Plus className="size-4" aria-hidden /> Add a day
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
  return (
    <Rows
      legend="Pickup times"
      rows={rows}
      onChange={onChange}
      blank={{ day: 6, start: '09:00', end: '12:00' }}
      render={(row, setRow, i) => (
        <>
          <DaySelect label={`Pickup day ${i + 1}`} value={row.day} onChange={(day) => setRow({ day })} />
          <input
            type="time"
            aria-label={`Pickup ${i + 1} from`}
            value={row.start}
            onChange={(e) => setRow({ start: e.target.value })}
            className={control}
          />
          <input
            type="time"
            aria-label={`Pickup ${i + 1} until`}
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
  return (
    <Rows
      legend="Delivery days"
      rows={rows}
      onChange={onChange}
      blank={{ day: 4, time: '9:00 AM - 1:00 PM', fee: '' }}
      render={(row, setRow, i) => (
        <>
          <DaySelect label={`Delivery day ${i + 1}`} value={row.day} onChange={(day) => setRow({ day })} />
          <input
            aria-label={`Delivery ${i + 1} time`}
            maxLength={40}
            value={row.time}
            onChange={(e) => setRow({ time: e.target.value })}
            className={control}
          />
          <input
            aria-label={`Delivery ${i + 1} fee ($)`}
            placeholder="Fee ($)"
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
