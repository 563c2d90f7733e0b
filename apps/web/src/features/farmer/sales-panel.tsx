import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { formatCents, marketDay, ordersExportQuerySchema, firstMessage, type FarmSalesDto } from '@lfm/core';
import { LOCALES, type Locale } from '@lfm/core/i18n/locales';
import { farmerPortalApi } from '@lfm/core/routes';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { useFarmerSales } from '../../api/farmer-sales';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Table, type Column } from '../../components/table';
import { useT, type Translate } from '../../lib/i18n';

// Chart.js loads with this page only, after the figures (issue 18.5: keep the first load small).
const SalesChart = lazy(() => import('../../components/sales-chart'));
const WAYS = {
  Pickup: 'way.pickup',
  Delivery: 'farmer.kind.delivery',
  Shipping: 'farmer.kind.shipping',
} as const;
/** A week's first day as 'Nov 30' ('30 nov' in Spanish). */
const weekOf = (iso: string, locale: Locale) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(LOCALES[locale].intl, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const weekColumns = (t: Translate): Column<FarmSalesDto['weeks'][number]>[] => [
  { header: t('farmer.sales.weekOf'), cell: (w) => weekOf(w.weekStart, t.locale), rowHeader: true },
  { header: t('farmer.orders'), cell: (w) => w.orders, align: 'right' },
  { header: t('farmer.dashboard.sales'), cell: (w) => formatCents(w.salesCents, t.locale), align: 'right' },
];

function WeeklySales({ weeks }: { weeks: FarmSalesDto['weeks'] }) {
  const t = useT();
  const total = weeks.reduce((s, w) => s + w.salesCents, 0);
  const labels = useMemo(() => weeks.map((w) => weekOf(w.weekStart, t.locale)), [weeks, t.locale]);
  const values = useMemo(() => weeks.map((w) => w.salesCents), [weeks]);
  const summary = t('farmer.sales.summary', {
    total: formatCents(total, t.locale),
    week: formatCents(weeks.at(-1)?.salesCents ?? 0, t.locale),
  });
  return (
    <section
      className="rounded-xl border border-line bg-white p-5 md:col-span-2"
      aria-labelledby="weekly-sales"
    >
      <h2 id="weekly-sales" className="text-lg text-soil">
        {t('farmer.sales.perWeek')}
      </h2>
      <p className="mb-3 text-sm text-soil-muted">
        {t('farmer.sales.last12Weeks', { total: formatCents(total, t.locale) })}
      </p>
      <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-leaf-tint/50" aria-hidden />}>
        <SalesChart labels={labels} values={values} label={summary} />
      </Suspense>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-leaf">
          {t('farmer.sales.showTable')}
        </summary>
        <div className="mt-2">
          <Table
            caption={t('farmer.sales.perWeek')}
            columns={weekColumns(t)}
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
  const t = useT();
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
        {t('farmer.sales.export')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        <TextField
          label={t('portal.from')}
          name="from"
          type="date"
          defaultValue={marketDay(new Date(today.getTime() - 30 * 86_400_000))}
        />
        <TextField label={t('portal.to')} name="to" type="date" defaultValue={marketDay(today)} />
        {problem && (
          <p role="alert" className="text-sm text-berry">
            {t.text(problem)}
          </p>
        )}
        <Button type="submit" variant="secondary" loading={busy}>
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          {t('portal.downloadCsv')}
        </Button>
      </form>
    </section>
  );
}

/** Issue 18.5: weekly sales, top items, the way orders went, and the orders CSV. */
export function SalesPanel() {
  const t = useT();
  const { data } = useFarmerSales();
  if (!data) return <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />;
  const splitTotal = data.split.reduce((s, x) => s + x.salesCents, 0);
  return (
    // One column on a phone that no panel's content can widen past the screen (minmax(0, 1fr)).
    <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
      <WeeklySales weeks={data.weeks} />
      <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="top-items">
        <h2 id="top-items" className="text-lg text-soil">
          {t('farmer.sales.topItems')}
        </h2>
        {data.topItems.length === 0 ? (
          <p className="mt-2 text-soil-muted">{t('farmer.sales.noSales')}</p>
        ) : (
          <ol className="mt-2 space-y-1 text-soil">
            {data.topItems.map((i) => (
              <li key={i.productName} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{i.productName}</span>
                <span className="tabular shrink-0">{formatCents(i.salesCents, t.locale)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="rounded-xl border border-line bg-white p-5 md:col-span-2" aria-labelledby="split">
        <h2 id="split" className="text-lg text-soil">
          {t('farmer.sales.split')}
        </h2>
        {/* The three ways side by side from sm up; on a narrow phone their sums would not fit three across. */}
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          {data.split.map((s) => (
            <div key={s.courierType} className="rounded-lg bg-cream p-3">
              <dt className="text-sm text-soil-muted">{t(WAYS[s.courierType])}</dt>
              <dd className="tabular text-xl font-semibold text-soil">
                {formatCents(s.salesCents, t.locale)}
              </dd>
              <dd className="text-sm text-soil-muted">
                {t('farmer.sales.orders', { n: s.orders })}
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
