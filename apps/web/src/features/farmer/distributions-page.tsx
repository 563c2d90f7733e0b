import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Plus, Trash2 } from 'lucide-react';
import {
  WEEKDAYS,
  distributionSchema,
  formatCents,
  formatOrderDate,
  formatWindowPoint,
  noonRuleNote,
  windowProblem,
  type WindowPoint,
  type WindowPreview,
} from '@lfm/core';
import { useAddDistribution } from '../../api/farmer-add-distribution';
import { previewDistributionWindow } from '../../api/farmer-distribution-preview';
import { useFarmerDistributions, type PortalDistribution } from '../../api/farmer-distributions';
import { useEditDistribution } from '../../api/farmer-edit-distribution';
import { useRemoveDistribution } from '../../api/farmer-remove-distribution';
import { useMarkets } from '../../api/get-markets';
import { Button } from '../../components/button';
import { EditorModal, FormFooter, usePortalForm } from '../../components/portal-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { TextField, inputClass } from '../../components/field';
import { DeliveryFeeFields, zonesText } from './delivery-fee-fields';

const KINDS = { 1: 'Pickup', 2: 'Delivery', 3: 'Shipping' } as const;
const FOR = { 1: 'Consumers', 2: 'Wholesale buyers', 3: 'Consumers and wholesale buyers' } as const;
const control = `${inputClass} mt-1 min-w-0 font-normal`;

/** '13:30' (a time input) ⇄ the 12-hour clock the API speaks ('1:30' PM). */
const from24 = (v: string) => {
  const [h = 0, m = 0] = v.split(':').map(Number);
  return {
    time: `${h % 12 || 12}:${String(m).padStart(2, '0')}`,
    meridiem: h < 12 ? ('AM' as const) : ('PM' as const),
  };
};
const to24 = (time: string, meridiem: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = (h % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};
const clock = (v: string) => {
  const { time, meridiem } = from24(v);
  return `${time} ${meridiem}`;
};
const clockTo24 = (v: string) => {
  const [time = '', meridiem = 'AM'] = v.trim().split(/\s+/);
  return to24(time, meridiem);
};
const dollars = (c: number | null | undefined) => (c == null ? '' : (c / 100).toFixed(2));
const cents = (v: string) => (v.trim() === '' ? null : Math.round(Number(v.replace(/[$,]/g, '')) * 100));

interface PickupRow {
  day: number;
  start: string;
  end: string;
}
interface DeliveryRow {
  day: number;
  time: string;
  fee: string;
}
interface FormState {
  selectPickDel: 1 | 2 | 3;
  marketId: string;
  deliveryFor: string;
  zips: string;
  flatFee: string;
  perMile: string;
  radius: string;
  zones: string;
  freeOver: string;
  capacity: string;
  pickups: PickupRow[];
  deliveries: DeliveryRow[];
  openDay: number;
  openTime: string;
  closeDay: number;
  closeTime: string;
}

const initial = (d?: PortalDistribution): FormState => ({
  selectPickDel: (d?.selectPickDel ?? 1) as 1 | 2 | 3,
  marketId: d?.marketId ? String(d.marketId) : '',
  deliveryFor: String(d?.deliveryFor ?? 3),
  zips: d?.deliveryPostalCodes.join(', ') ?? '',
  flatFee: dollars(d?.flatFeeCents),
  perMile: dollars(d?.deliveryFeeCentsPerMile),
  radius: d?.radiusMiles ? String(d.radiusMiles) : '',
  zones: zonesText(d?.deliveryZones),
  freeOver: dollars(d?.freeDeliveryOverCents),
  capacity: d?.slotCapacity ? String(d.slotCapacity) : '',
  pickups: d
    ? d.pickups.flatMap((p) =>
        p.time.map((t) => ({ day: p.day, start: clockTo24(t.startTime), end: clockTo24(t.endTime) })),
      )
    : [{ day: 6, start: '09:00', end: '12:00' }],
  deliveries: d
    ? d.deliveries.map((x) => ({ day: x.day, time: x.time, fee: dollars(x.feeCents) }))
    : [{ day: 4, time: '9:00 AM - 1:00 PM', fee: '' }],
  openDay: d?.placeOrderOpen.day ?? 0,
  openTime: d ? to24(d.placeOrderOpen.time, d.placeOrderOpen.meridiem) : '08:00',
  closeDay: d?.placeOrderClose.day ?? 3,
  closeTime: d ? to24(d.placeOrderClose.time, d.placeOrderClose.meridiem) : '18:00',
});

const point = (day: number, v: string): WindowPoint => ({ day, ...from24(v) });

/** The API's body from the form: pickup rows grouped by day. */
function toBody(f: FormState) {
  const byDay = new Map<number, { startTime: string; endTime: string }[]>();
  for (const p of f.pickups)
    byDay.set(p.day, [...(byDay.get(p.day) ?? []), { startTime: clock(p.start), endTime: clock(p.end) }]);
  const kind = f.selectPickDel;
  return {
    selectPickDel: kind,
    marketId: kind === 1 && f.marketId ? Number(f.marketId) : null,
    deliveryFor: kind === 2 ? Number(f.deliveryFor) : null,
    deliveryPostalCodes: kind === 1 ? [] : f.zips.split(/[\s,]+/).filter(Boolean),
    flatFeeCents: kind === 1 ? null : cents(f.flatFee),
    deliveryFeeCentsPerMile: kind === 2 ? cents(f.perMile) : null,
    radiusMiles: kind === 2 && f.radius ? Number(f.radius) : null,
    deliveryZones: kind === 2 ? f.zones : [],
    freeDeliveryOverCents: kind === 2 ? cents(f.freeOver) : null,
    slotCapacity: kind !== 3 && f.capacity.trim() ? f.capacity.trim() : null,
    pickups: kind === 1 ? [...byDay].sort(([a], [b]) => a - b).map(([day, time]) => ({ day, time })) : [],
    deliveries:
      kind === 2 ? f.deliveries.map((d) => ({ day: d.day, time: d.time, feeCents: cents(d.fee) ?? 0 })) : [],
    placeOrderOpen: point(f.openDay, f.openTime),
    placeOrderClose: point(f.closeDay, f.closeTime),
  };
}

const atTime = (iso: string) => formatOrderDate(iso).replace(/ \d{4},/, ',');
/** The preview's close is the first closed minute; buyers can order through the minute before it. */
const lastMinute = (iso: string) => atTime(new Date(new Date(iso).getTime() - 60_000).toISOString());

/** 'Open now: closes …' / 'Closed: opens …', from the server's preview. */
export function WindowStatus({ preview }: { preview: WindowPreview }) {
  return preview.isOpen ? (
    <span className="text-leaf-dark">
      <strong>Open now</strong>
      {preview.nextCloseAt ? `: orders until ${lastMinute(preview.nextCloseAt)}` : ''}
    </span>
  ) : (
    <span className="text-soil-muted">
      <strong className="text-soil">Closed</strong>
      {preview.nextOpenAt ? `: opens ${atTime(preview.nextOpenAt)}` : ''}
      {preview.nextCloseAt ? `, until ${lastMinute(preview.nextCloseAt)}` : ''}
    </span>
  );
}

function DaySelect({
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

function DistributionForm({
  distribution,
  onDone,
}: {
  distribution?: PortalDistribution;
  onDone: () => void;
}) {
  const [f, setF] = useState<FormState>(() => initial(distribution));
  const [preview, setPreview] = useState<WindowPreview | null>(distribution?.preview ?? null);
  const add = useAddDistribution();
  const edit = useEditDistribution();
  const save = distribution ? edit : add;
  const { problem, send } = usePortalForm(save, onDone);
  const markets = useMarkets({ limit: 100 });
  const set = (patch: Partial<FormState>) => setF((s) => ({ ...s, ...patch }));

  // The window preview follows the open and close fields, a moment after they settle.
  const { openDay, openTime, closeDay, closeTime } = f;
  useEffect(() => {
    if (!openTime || !closeTime) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      previewDistributionWindow(
        { placeOrderOpen: point(openDay, openTime), placeOrderClose: point(closeDay, closeTime) },
        ctrl.signal,
      )
        .then((r) => setPreview(r.preview))
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [openDay, openTime, closeDay, closeTime]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...toBody(f), ...(distribution ? { distributionId: distribution.id } : {}) };
    send(distributionSchema, body, body);
  };

  const kind = f.selectPickDel;
  const openPoint = point(openDay, openTime);
  const closePoint = point(closeDay, closeTime);
  const windowNotes = [noonRuleNote(openPoint), noonRuleNote(closePoint)].filter(
    (n, i, all): n is string => n != null && all.indexOf(n) === i,
  );
  const sameDayProblem = openTime && closeTime ? windowProblem(openPoint, closePoint) : null;
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
          <Rows
            legend="Pickup times"
            rows={f.pickups}
            onChange={(pickups) => set({ pickups })}
            blank={{ day: 6, start: '09:00', end: '12:00' }}
            render={(row, setRow, i) => (
              <>
                <DaySelect
                  label={`Pickup day ${i + 1}`}
                  value={row.day}
                  onChange={(day) => setRow({ day })}
                />
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
          <Rows
            legend="Delivery days"
            rows={f.deliveries}
            onChange={(deliveries) => set({ deliveries })}
            blank={{ day: 4, time: '9:00 AM - 1:00 PM', fee: '' }}
            render={(row, setRow, i) => (
              <>
                <DaySelect
                  label={`Delivery day ${i + 1}`}
                  value={row.day}
                  onChange={(day) => setRow({ day })}
                />
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

      <fieldset className="rounded-lg border border-line p-4 sm:col-span-2">
        <legend className="px-1 text-sm font-medium text-soil">Order window</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid grid-cols-2 gap-2">
            <p className="col-span-2 text-sm text-soil-muted">Orders open</p>
            <DaySelect label="Orders open on" value={f.openDay} onChange={(openDay) => set({ openDay })} />
            <input
              type="time"
              aria-label="Orders open at"
              value={f.openTime}
              onChange={(e) => set({ openTime: e.target.value })}
              className={control}
            />
          </div>
          <div className="grid grid-cols-2 gap-2">
            <p className="col-span-2 text-sm text-soil-muted">Orders close</p>
            <DaySelect
              label="Orders close on"
              value={f.closeDay}
              onChange={(closeDay) => set({ closeDay })}
            />
            <input
              type="time"
              aria-label="Orders close at"
              value={f.closeTime}
              onChange={(e) => set({ closeTime: e.target.value })}
              className={control}
            />
          </div>
        </div>
        {/* SPEC 4 reads 12 as noon for AM and PM: say so beside the time rather than change it. */}
        <div aria-live="polite" className="mt-3 flex flex-col gap-1 text-sm">
          {windowNotes.map((note) => (
            <p key={note} className="text-harvest-dark">
              {note}
            </p>
          ))}
          {sameDayProblem ? (
            <p role="alert" className="font-medium text-berry">
              {sameDayProblem}
            </p>
          ) : preview ? (
            <p>
              <WindowStatus preview={preview} />
            </p>
          ) : null}
        </div>
      </fieldset>

      <FormFooter problem={problem} saving={save.isPending} saveLabel="Save distribution" onClose={onDone} />
    </form>
  );
}

function describe(d: PortalDistribution) {
  if (d.selectPickDel === 1)
    return d.pickups
      .map((p) => `${WEEKDAYS[p.day]} ${p.time.map((t) => `${t.startTime} – ${t.endTime}`).join(', ')}`)
      .join(' · ');
  if (d.selectPickDel === 2) return d.deliveries.map((x) => `${WEEKDAYS[x.day]} ${x.time}`).join(' · ');
  return 'Shipped from the farm';
}

function fees(d: PortalDistribution) {
  const parts = [];
  if (d.flatFeeCents != null) parts.push(`${formatCents(d.flatFeeCents)} flat`);
  if (d.deliveryFeeCentsPerMile != null) parts.push(`${formatCents(d.deliveryFeeCentsPerMile)} a mile`);
  if (d.radiusMiles) parts.push(`beyond ${d.radiusMiles} miles`);
  for (const z of d.deliveryZones ?? [])
    parts.push(`${formatCents(z.feeCents)} to ${z.postalCodes.join(' ')}`);
  if (d.freeDeliveryOverCents != null) parts.push(`free from ${formatCents(d.freeDeliveryOverCents)}`);
  return parts.join(', ');
}

function DistributionCard({ d, onEdit }: { d: PortalDistribution; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveDistribution();
  const title = `${KINDS[d.selectPickDel as 1 | 2 | 3]}${d.selectPickDel === 1 ? ` at ${d.addressLine1}, ${d.city}` : ''}`;
  return (
    <li className="rounded-xl border border-line bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg text-soil">{title}</h3>
          <p className="text-soil">{describe(d)}</p>
          {d.deliveryPostalCodes.length > 0 && (
            <p className="text-sm text-soil-muted">Zip codes: {d.deliveryPostalCodes.join(', ')}</p>
          )}
          {d.selectPickDel === 2 && d.deliveryFor && (
            <p className="text-sm text-soil-muted">For {FOR[d.deliveryFor as 1 | 2 | 3].toLowerCase()}</p>
          )}
          {fees(d) && <p className="text-sm text-soil-muted">Fees: {fees(d)}</p>}
          {d.slotCapacity && (
            <p className="text-sm text-soil-muted">Up to {d.slotCapacity} orders each order window</p>
          )}
          <p className="mt-2 text-sm text-soil">
            Orders open {formatWindowPoint(d.placeOrderOpen)}, close {formatWindowPoint(d.placeOrderClose)}
          </p>
          <p className="text-sm">
            <WindowStatus preview={d.preview} />
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this distribution?"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { distributionId: d.id },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                setConfirming(false);
              },
            },
          )
        }
      >
        <p className="mb-4 text-soil">Buyers will no longer see it. Orders already placed keep it.</p>
      </ConfirmDialog>
    </li>
  );
}

/** Where and when the farm distributes: pickups, deliveries and shipping, each with its order window. */
export default function FarmerDistributionsPage() {
  const { data } = useFarmerDistributions();
  const [editing, setEditing] = useState<PortalDistribution | 'new' | null>(null);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">Distributions</h2>
        <Button onClick={() => setEditing('new')}>Add distribution</Button>
      </div>
      {!data ? (
        <div className="h-32 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.result.length === 0 ? (
        <EmptyState message="No distributions yet. Add a pickup, delivery or shipping so buyers can order." />
      ) : (
        <ul className="grid gap-4">
          {data.result.map((d) => (
            <DistributionCard key={d.id} d={d} onEdit={() => setEditing(d)} />
          ))}
        </ul>
      )}
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle="Add distribution"
        editTitle={() => 'Edit distribution'}
      >
        {(record) => <DistributionForm distribution={record} onDone={() => setEditing(null)} />}
      </EditorModal>
    </div>
  );
}
