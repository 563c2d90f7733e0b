import { useEffect, useState } from 'react';
import { noonRuleNote, windowProblem, type WindowPreview } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { call } from '../../api/client';
import { useT } from '../../lib/i18n';
import { control, DaySelect } from './distribution-slots';
import { point, type FormState } from './distribution-values';
import { WindowStatus } from './window-status';

type WindowFields = Pick<FormState, 'openDay' | 'openTime' | 'closeDay' | 'closeTime'>;

/**
 * When orders open and close, with SPEC 4's noon note, the same-day check and the server's preview of
 * whether the window is open now.
 */
export function OrderWindowFields({
  f,
  set,
  initialPreview,
}: {
  f: WindowFields;
  set: (patch: Partial<WindowFields>) => void;
  initialPreview: WindowPreview | null;
}) {
  const t = useT();
  const [preview, setPreview] = useState<WindowPreview | null>(initialPreview);
  // The window preview follows the open and close fields, a moment after they settle.
  const { openDay, openTime, closeDay, closeTime } = f;
  useEffect(() => {
    if (!openTime || !closeTime) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      call(farmerPortalApi.previewWindow, {
        body: { placeOrderOpen: point(openDay, openTime), placeOrderClose: point(closeDay, closeTime) },
        signal: ctrl.signal,
      })
        .then((r) => setPreview(r.preview))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [openDay, openTime, closeDay, closeTime]);

  const openPoint = point(openDay, openTime);
  const closePoint = point(closeDay, closeTime);
  // SPEC 4's noon rule (core's noonRuleNote), said once for each time it applies to ('12:30').
  const noonTimes = [openPoint, closePoint]
    .filter((p) => noonRuleNote(p) != null)
    .map((p) => p.time.trim())
    .filter((time, i, all) => all.indexOf(time) === i);
  const sameDayProblem = !!openTime && !!closeTime && windowProblem(openPoint, closePoint) != null;
  return (
    <fieldset className="rounded-lg border border-line p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium text-soil">{t('farmer.window.title')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid grid-cols-2 gap-2">
          <p className="col-span-2 text-sm text-soil-muted">{t('farmer.window.open')}</p>
          <DaySelect
            label={t('farmer.window.openOn')}
            value={f.openDay}
            onChange={(openDay) => set({ openDay })}
          />
          <input
            type="time"
            aria-label={t('farmer.window.openAt')}
            value={f.openTime}
            onChange={(e) => set({ openTime: e.target.value })}
            className={control}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <p className="col-span-2 text-sm text-soil-muted">{t('farmer.window.close')}</p>
          <DaySelect
            label={t('farmer.window.closeOn')}
            value={f.closeDay}
            onChange={(closeDay) => set({ closeDay })}
          />
          <input
            type="time"
            aria-label={t('farmer.window.closeAt')}
            value={f.closeTime}
            onChange={(e) => set({ closeTime: e.target.value })}
            className={control}
          />
        </div>
      </div>
      {/* SPEC 4 reads 12 as noon for AM and PM: say so beside the time rather than change it. */}
      <div aria-live="polite" className="mt-3 flex flex-col gap-1 text-sm">
        {noonTimes.map((time) => (
          <p key={time} className="text-harvest-dark">
            {t('farmer.window.noonNote', { time })}
          </p>
        ))}
        {sameDayProblem ? (
          <p role="alert" className="font-medium text-berry">
            {t('farmer.window.closesBeforeOpening')}
          </p>
        ) : preview ? (
          <p>
            <WindowStatus preview={preview} />
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
