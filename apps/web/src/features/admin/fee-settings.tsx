import { useState, type FormEvent } from 'react';
import {
  FEE_MESSAGE,
  FARM_REQUIRED,
  formatBasisPoints,
  percentToBasisPoints,
  type PayoutSettingsDto,
} from '@lfm/core';
import { useSetFarmFee, useSetMarketplaceFee } from '../../api/admin-payouts';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/toast';

const asPercent = (bp: number) => String(bp / 100);

/** The marketplace's fee on item sales, and a farm's own (blank: the marketplace's). */
export function FeeSettings({ settings }: { settings: PayoutSettingsDto }) {
  const t = useT();
  const setFee = useSetMarketplaceFee();
  const setFarmFee = useSetFarmFee();
  const [feeError, setFeeError] = useState<string>();
  const [farmError, setFarmError] = useState<string>();
  const [farmId, setFarmId] = useState('');
  const farm = settings.farms.find((f) => String(f.farmId) === farmId);

  const saveFee = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const feeBasisPoints = percentToBasisPoints(String(new FormData(e.currentTarget).get('fee') ?? ''));
    if (feeBasisPoints == null) return setFeeError(FEE_MESSAGE);
    setFeeError(undefined);
    setFee.mutate(
      { feeBasisPoints },
      { onSuccess: ({ message }) => toast.success(message), onError: (err) => setFeeError(err.message) },
    );
  };
  const saveFarmFee = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!farm) return setFarmError(FARM_REQUIRED);
    const text = String(new FormData(e.currentTarget).get('farmFee') ?? '').trim();
    const feeBasisPoints = text === '' ? null : percentToBasisPoints(text);
    if (feeBasisPoints === null && text !== '') return setFarmError(FEE_MESSAGE);
    setFarmError(undefined);
    setFarmFee.mutate(
      { farmId: farm.farmId, feeBasisPoints },
      { onSuccess: ({ message }) => toast.success(message), onError: (err) => setFarmError(err.message) },
    );
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form
        onSubmit={saveFee}
        noValidate
        className="grid content-start gap-3 rounded-xl border border-line bg-white p-5"
      >
        <h3 className="text-lg text-soil">{t('admin.fee.title')}</h3>
        <TextField
          key={settings.feeBasisPoints}
          label={t('admin.fee.label')}
          name="fee"
          inputMode="decimal"
          defaultValue={asPercent(settings.feeBasisPoints)}
          error={feeError}
          hint={t('admin.fee.hint')}
        />
        <Button type="submit" loading={setFee.isPending} className="justify-self-start">
          {t('admin.fee.save')}
        </Button>
      </form>
      <form
        onSubmit={saveFarmFee}
        noValidate
        className="grid content-start gap-3 rounded-xl border border-line bg-white p-5"
      >
        <h3 className="text-lg text-soil">{t('admin.farmFee.title')}</h3>
        <SelectField label={t('admin.farm')} value={farmId} onChange={(e) => setFarmId(e.target.value)}>
          <option value="">{t('admin.farmFee.choose')}</option>
          {settings.farms.map((f) => (
            <option key={f.farmId} value={f.farmId}>
              {f.farmName}
              {f.feeBasisPoints != null ? ` (${formatBasisPoints(f.feeBasisPoints)})` : ''}
            </option>
          ))}
        </SelectField>
        <TextField
          key={`${farmId}-${farm?.feeBasisPoints ?? ''}`}
          label={t('admin.farmFee.label')}
          name="farmFee"
          inputMode="decimal"
          defaultValue={farm?.feeBasisPoints != null ? asPercent(farm.feeBasisPoints) : ''}
          error={farmError}
          hint={t('admin.farmFee.hint', { fee: formatBasisPoints(settings.feeBasisPoints) })}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={setFarmFee.isPending}
          className="justify-self-start"
        >
          {t('admin.farmFee.save')}
        </Button>
      </form>
    </div>
  );
}
