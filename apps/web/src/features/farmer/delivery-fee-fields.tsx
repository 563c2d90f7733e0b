import type { DeliveryZone } from '@lfm/core';
import { TextAreaField, TextField } from '../../components/field';
import { useT } from '../../lib/i18n';

/** Zones as the farmer writes them: one 'zips: fee' a line. */
export const zonesText = (zones: DeliveryZone[] | undefined) =>
  (zones ?? []).map((z) => `${z.postalCodes.join(', ')}: ${(z.feeCents / 100).toFixed(2)}`).join('\n');

/** Issue 18.4: the delivery's zone fees and free-delivery amount, beside its flat fee and rate per mile. */
export function DeliveryFeeFields({
  zones,
  freeOver,
  onChange,
}: {
  zones: string;
  freeOver: string;
  onChange: (v: { zones?: string; freeOver?: string }) => void;
}) {
  const t = useT();
  return (
    <>
      <TextAreaField
        label={t('farmer.form.zoneFees')}
        placeholder={'12534, 12513: 3.00\n12401: 6.00'}
        rows={3}
        value={zones}
        onChange={(e) => onChange({ zones: e.target.value })}
        className="sm:col-span-2"
      />
      <TextField
        label={t('farmer.form.freeFrom')}
        inputMode="decimal"
        value={freeOver}
        onChange={(e) => onChange({ freeOver: e.target.value })}
        hint={t('farmer.form.freeFromHint')}
      />
    </>
  );
}
