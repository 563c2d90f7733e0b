import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { formatCents, marketDay, ordersExportQuerySchema, firstMessage, type FarmSalesDto } from '@lfm/core';
import { farmerPortalApi } from '@lfm/core/routes';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { useFarmerSales } from '../../api/farmer-sales';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Table, type Column } from '../../components/table';

// Chart.js loads with this page only, after the figures (issue 18.5: keep the first load small).
const SalesChart = lazy(() => import('../../components/sales-chart'));
const WAYS = { Pickup: 'Pick up', Delivery: 'Delivery', Shipping: 'Shipping' } as const;
const weekOf = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const WEEK_COLUMNS: Column<FarmSalesDto['weeks'][number]>[] = [
  { header: 'Week of', cell: (w) => weekOf(w.weekStart), rowHeader: true },
  { header: 'Orders', cell: (w) => w.orders, align: 'right' },
  { header: 'Sales', cell: (w) => formatCents(w.salesCents), align: 'right' },
];

function WeeklySales({ weeks }: { weeks: FarmSalesDto['weeks'] }) {
  const total = weeks.reduce((s, w) => s + w.salesCents, 0);
  const labels = useMemo(() => weeks.map((w) => weekOf(w.weekStart)), [weeks]);
  const values = useMemo(() => weeks.map((w) => w.salesCents), [weeks]);
  const summary = `Sales per week for the last 12 weeks, ${formatCents(total)} in all; this week ${formatCents(weeks.at(-1)?.salesCents ?? 0)}.`;
  return (
    <section
      className="rounded-xl border border-line bg-white p-5 md:col-span-2"
      aria-labelledby="weekly-sales"
    >
      <h2 id="weekly-sales" className="text-lg text-soil">
        Sales per week
      </h2>
      <p className="mb-3 text-sm text-soil-muted">Last 12 weeks: {formatCents(total)}</p>
      <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-leaf-tint/50" aria-hidden />}>
        <SalesChart labels={labels} values={values} label={summary} />
      </Suspense>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-leaf">
          Show the figures as a table
        </summary>
        <div className="mt-2">
          <Table
            caption="Sales per week"
            columns={WEEK_COLUMNS}
            rows={weeks}
            rowKey={(w) => w.weekStart}
            dense
          />
        </div>
      </details>
    </section>
  );
}

function OrdersExport() {
  const today = new Date();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const check = ordersExportQuerySchema.safeParse({ from: f.get('from'), to: f.get('to') });
    if (!check.success) return setProblem(firstMessage(check.error));
    setProblem(null);
    setBusy(true);
    const { from, to } = check.data;
    await download(fileUrl(farmerPortalApi.ordersExport, { from, to }), `orders-${from}-to-${to}.csv`);
    setBusy(false);
  };
  return (
    <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="orders-export">
      <h2 id="orders-export" className="text-lg text-soil">
        Export orders
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        <TextField
          label="From"
          name="from"
          type="date"
          defaultValue={marketDay(new Date(today.getTime() - 30 * 86_400_000))}
        />
        <TextField label="To" name="to" type="date" defaultValue={marketDay(today)} />
        {problem && (
          <p role="alert" className="text-sm text-berry">
            {problem}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={busy}>
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          Download CSV
        </Button>
      </form>
    </section>
  );
}

/** Issue 18.5: weekly sales, top items, the way orders went, and the orders CSV. */
export function SalesPanel() {
  const { data } = useFarmerSales();
  if (!data) return <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />;
  const splitTotal = data.split.reduce((s, x) => s + x.salesCents, 0);
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3">
      <WeeklySales weeks={data.weeks} />
      <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="top-items">
        <h2 id="top-items" className="text-lg text-soil">
          Top items
        </h2>
        {data.topItems.length === 0 ? (
          <p className="mt-2 text-soil-muted">No sales in the last 12 weeks.</p>
        ) : (
          <ol className="mt-2 space-y-1 text-soil">
            {data.topItems.map((i) => (
              <li key={i.productName} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{i.productName}</span>
                <span className="tabular shrink-0">{formatCents(i.salesCents)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="rounded-xl border border-line bg-white p-5 md:col-span-2" aria-labelledby="split">
        <h2 id="split" className="text-lg text-soil">
          Pick up, delivery and shipping
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {data.split.map((s) => (
            <div key={s.courierType} className="rounded-lg bg-cream p-3">
              <dt className="text-sm text-soil-muted">{WAYS[s.courierType]}</dt>
              <dd className="tabular text-xl font-semibold text-soil">{formatCents(s.salesCents)}</dd>
              <dd className="text-sm text-soil-muted">
                {s.orders} order{s.orders === 1 ? '' : 's'}
                {splitTotal > 0 ? ` · ${Math.round((s.salesCents / splitTotal) * 100)}%` : ''}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <OrdersExport />
    </div>
  );
}
