import { useState, type FormEvent } from 'react';
import { distributionSchema, type PortalDistribution } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { useFarmerAction } from '../../api/farmer-action';
import { useMarkets } from '../../api/get-markets';
import { FormFooter, usePortalForm } from '../../components/portal-form';
import { TextField } from '../../components/field';
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
        <legend className="text-sm font-medium text-soil">Kind</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {([1, 2, 3] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-soil">
              <input
                type="radio"
                name="selectPickDel"
                checked={kind === k}
                onChange={() => set({ selectPickDel: k })}
                className="size-4 accent-leaf"
              />
              {KINDS[k]}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === 1 && (
        <>
          <label className="text-sm font-medium text-soil sm:col-span-2">
            Where buyers pick up
            <select
              value={f.marketId}
              onChange={(e) => set({ marketId: e.target.value })}
              className={control}
            >
              <option value="">At the farm</option>
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

      {kind !== 1 && (
        <label className="text-sm font-medium text-soil sm:col-span-2">
          Zip codes served
          <textarea
            rows={2}
            value={f.zips}
            onChange={(e) => set({ zips: e.target.value })}
            placeholder="12534, 12526, 12075"
            className={control}
          />
        </label>
      )}

      {kind === 2 && (
        <>
          <label className="text-sm font-medium text-soil">
            Delivery for
            <select
              value={f.deliveryFor}
              onChange={(e) => set({ deliveryFor: e.target.value })}
              className={control}
            >
              {Object.entries(FOR).map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label="Flat fee ($)"
            inputMode="decimal"
            value={f.flatFee}
            onChange={(e) => set({ flatFee: e.target.value })}
          />
          <TextField
            label="Fee per mile ($)"
            inputMode="decimal"
            value={f.perMile}
            onChange={(e) => set({ perMile: e.target.value })}
            hint="Charged on the distance from the farm."
          />
          <TextField
            label="Radius (miles)"
            inputMode="numeric"
            value={f.radius}
            onChange={(e) => set({ radius: e.target.value })}
            hint="With a radius, the fee per mile is added for the miles beyond it."
          />
          <DeliveryFeeFields zones={f.zones} freeOver={f.freeOver} onChange={set} />
          <DeliveryDays rows={f.deliveries} onChange={(deliveries) => set({ deliveries })} />
        </>
      )}
      {kind === 3 && (
        <TextField
          label="Shipping fee ($)"
          inputMode="decimal"
          value={f.flatFee}
          onChange={(e) => set({ flatFee: e.target.value })}
        />
      )}

      {kind !== 3 && (
        <TextField
          label={kind === 1 ? 'Orders per pickup time' : 'Orders per delivery day'}
          inputMode="numeric"
          value={f.capacity}
          onChange={(e) => set({ capacity: e.target.value })}
          hint="The most orders you take for each one in an order window; leave empty for no limit."
        />
      )}

      <OrderWindowFields f={f} set={set} initialPreview={distribution?.preview ?? null} />

      <FormFooter problem={problem} saving={save.isPending} saveLabel="Save distribution" onClose={onDone} />
    </form>
  );
}
