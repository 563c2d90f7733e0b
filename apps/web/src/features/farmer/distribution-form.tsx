import { useState, type FormEvent } from 'react';
import { DISTRIBUTION_TYPES, DistributionType, distributionSchema, type PortalDistribution } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { useMarkets } from '../../api/get-markets';
import { FormFooter, usePortalForm } from '../../components/portal-form';
import { TextField } from '../../components/field';
import { useT } from '../../lib/i18n';
import { DeliveryFeeFields } from './delivery-fee-fields';
import { control, DeliveryDays, PickupTimes } from './distribution-slots';
import { FOR, KINDS, initial, toBody, type FormState } from './distribution-values';
import { OrderWindowFields } from './order-window-fields';

/** Add or edit a distribution: its kind, where or to which zip codes, fees, capacity and order window. */
export function DistributionForm({
  distribution,
  onDone,
}: {
  distribution?: PortalDistribution;
  onDone: () => void;
}) {
  const t = useT();
  const [f, setF] = useState<FormState>(() => initial(distribution));
  const save = useFarmerAction(
    distribution ? farmerPortalApi.editDistribution : farmerPortalApi.addDistribution,
    { silent: true },
  );
  const { problem, send } = usePortalForm(save, onDone);
  const markets = useMarkets({ limit: 100 });
  const set = (patch: Partial<FormState>) => setF((s) => ({ ...s, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...toBody(f), ...(distribution ? { distributionId: distribution.id } : {}) };
    send(distributionSchema, body, body);
  };

  const kind = f.selectPickDel;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-soil">{t('farmer.form.kind')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {DISTRIBUTION_TYPES.map((k) => (
            <label key={k} className="flex items-center gap-2 text-soil">
              <input
                type="radio"
                name="selectPickDel"
                checked={kind === k}
                onChange={() => set({ selectPickDel: k })}
                className="size-4 accent-leaf"
              />
              {t(KINDS[k])}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === DistributionType.Pickup && (
        <>
          <label className="text-sm font-medium text-soil sm:col-span-2">
            {t('farmer.form.wherePickUp')}
            <select
              value={f.marketId}
              onChange={(e) => set({ marketId: e.target.value })}
              className={control}
            >
              <option value="">{t('farmer.form.atFarm')}</option>
              {markets.data?.marketInfo.map((m) => (
                <option key={m._id} value={m._id}>
                  {m.marketName}
                </option>
              ))}
            </select>
          </label>
          <PickupTimes rows={f.pickups} onChange={(pickups) => set({ pickups })} />
        </>
      )}

      {kind !== DistributionType.Pickup && (
        <label className="text-sm font-medium text-soil sm:col-span-2">
          {t('farmer.form.zipsServed')}
          <textarea
            rows={2}
            value={f.zips}
            onChange={(e) => set({ zips: e.target.value })}
            placeholder="12534, 12526, 12075"
            className={control}
          />
        </label>
      )}

      {kind === DistributionType.Delivery && (
        <>
          <label className="text-sm font-medium text-soil">
            {t('farmer.form.deliveryFor')}
            <select
              value={f.deliveryFor}
              onChange={(e) => set({ deliveryFor: e.target.value })}
              className={control}
            >
              {Object.entries(FOR).map(([v, label]) => (
                <option key={v} value={v}>
                  {t(label)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('farmer.form.flatFee')}
            inputMode="decimal"
            value={f.flatFee}
            onChange={(e) => set({ flatFee: e.target.value })}
          />
          <TextField
            label={t('farmer.form.perMile')}
            inputMode="decimal"
            value={f.perMile}
            onChange={(e) => set({ perMile: e.target.value })}
            hint={t('farmer.form.perMileHint')}
          />
          <TextField
            label={t('farmer.form.radius')}
            inputMode="numeric"
            value={f.radius}
            onChange={(e) => set({ radius: e.target.value })}
            hint={t('farmer.form.radiusHint')}
          />
          <DeliveryFeeFields zones={f.zones} freeOver={f.freeOver} onChange={set} />
          <DeliveryDays rows={f.deliveries} onChange={(deliveries) => set({ deliveries })} />
        </>
      )}
      {kind === DistributionType.Shipping && (
        <TextField
          label={t('farmer.form.shippingFee')}
          inputMode="decimal"
          value={f.flatFee}
          onChange={(e) => set({ flatFee: e.target.value })}
        />
      )}

      {kind !== DistributionType.Shipping && (
        <TextField
          label={t(
            kind === DistributionType.Pickup ? 'farmer.form.perPickupTime' : 'farmer.form.perDeliveryDay',
          )}
          inputMode="numeric"
          value={f.capacity}
          onChange={(e) => set({ capacity: e.target.value })}
          hint={t('farmer.form.capacityHint')}
        />
      )}

      <OrderWindowFields f={f} set={set} initialPreview={distribution?.preview ?? null} />

      <FormFooter
        problem={problem}
        saving={save.isPending}
        saveLabel={t('farmer.form.save')}
        onClose={onDone}
      />
    </form>
  );
}
