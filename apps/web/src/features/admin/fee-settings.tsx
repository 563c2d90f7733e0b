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
import { toast } from '../../lib/toast';

const asPercent = (bp: number) => String(bp / 100);

/** The marketplace's fee on item sales, and a farm's own (blank: the marketplace's). */
export function FeeSettings({ settings }: { settings: PayoutSettingsDto }) {
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
        <h3 className="text-lg text-soil">Marketplace fee</h3>
        <TextField
          key={settings.feeBasisPoints}
          label="Fee on item sales (%)"
          name="fee"
          inputMode="decimal"
          defaultValue={asPercent(settings.feeBasisPoints)}
          error={feeError}
          hint="Delivery and shipping fees go to the farm that delivers. New statements use the new fee."
        />
        <Button type="submit" loading={setFee.isPending} className="justify-self-start">
          Save fee
        </Button>
      </form>
      <form
        onSubmit={saveFarmFee}
        noValidate
        className="grid content-start gap-3 rounded-xl border border-line bg-white p-5"
      >
        <h3 className="text-lg text-soil">A farm&rsquo;s own fee</h3>
        <SelectField label="Farm" value={farmId} onChange={(e) => setFarmId(e.target.value)}>
          <option value="">Choose a farm</option>
          {settings.farms.map((f) => (
            <option key={f.farmId} value={f.farmId}>
              {f.farmName}
              {f.feeBasisPoints != null ? ` (${formatBasisPoints(f.feeBasisPoints)})` : ''}
            </option>
          ))}
        </SelectField>
        <TextField
          key={`${farmId}-${farm?.feeBasisPoints ?? ''}`}
          label="Fee (%)"
          name="farmFee"
          inputMode="decimal"
          defaultValue={farm?.feeBasisPoints != null ? asPercent(farm.feeBasisPoints) : ''}
          error={farmError}
          hint={`Blank: the marketplace's fee (${formatBasisPoints(settings.feeBasisPoints)}).`}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={setFarmFee.isPending}
          className="justify-self-start"
        >
          Save farm fee
        </Button>
      </form>
    </div>
  );
}
