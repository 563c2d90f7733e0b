import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { ZERO_UNITS, onlyUnitsLeft } from '@lfm/core';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** SPEC 5: the quantity message under a stepper ('' when there is none). */
export function quantityMessage(value: string, max: number) {
  if (value === '') return '';
  if (Number(value) === 0) return ZERO_UNITS;
  return max < 10 ? onlyUnitsLeft(max) : '';
}

/**
 * A quantity field with - and + buttons. The value is the field's text so it can be empty while the
 * buyer types (SPEC 5: empty clears the field); it never goes above `max`.
 */
export function QuantityStepper({
  value,
  onChange,
  max,
  label,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  max: number;
  label: string;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  const n = Number(value) || 0;
  const message = t.text(quantityMessage(value, max));
  const isError = value !== '' && n === 0;
  const set = (next: number) => onChange(String(Math.max(1, Math.min(max, next))));
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex w-fit items-center overflow-hidden rounded-lg border border-line bg-white">
        <button
          type="button"
          onClick={() => set(n - 1)}
          disabled={n <= 1}
          aria-label={t('common.decrease', { label })}
          className="flex size-9 items-center justify-center text-soil hover:bg-leaf-tint disabled:opacity-40"
        >
          <Minus className="size-4" strokeWidth={1.75} aria-hidden />
        </button>
        <input
          id={id}
          inputMode="numeric"
          aria-label={label}
          aria-invalid={isError || undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
          value={value}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, '');
            if (digits === '') return onChange('');
            onChange(String(Math.min(max, Number(digits))));
          }}
          className="tabular h-9 w-12 border-x border-line text-center text-soil focus:outline-none focus-visible:ring-2 focus-visible:ring-leaf/40"
        />
        <button
          type="button"
          onClick={() => set(n + 1)}
          disabled={n >= max}
          aria-label={t('common.increase', { label })}
          className="flex size-9 items-center justify-center text-soil hover:bg-leaf-tint disabled:opacity-40"
        >
          <Plus className="size-4" strokeWidth={1.75} aria-hidden />
        </button>
      </div>
      {message && (
        <p
          id={`${id}-msg`}
          role={isError ? 'alert' : undefined}
          className={cn('text-xs', isError ? 'text-berry' : 'text-harvest-dark')}
        >
          {message}
        </p>
      )}
    </div>
  );
}
