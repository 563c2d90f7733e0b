import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  REPORT_IDS,
  REPORTS,
  firstMessage,
  formatCents,
  marketDay,
  reportQuerySchema,
  type ReportColumn,
  type ReportId,
  type ReportRow,
} from '@lfm/core';
import { LOCALES, type Locale } from '@lfm/core/i18n/locales';
import { adminReportCsvPath, useAdminReport, type ReportPeriod } from '../../api/admin-reports';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Table, type Column } from '../../components/table';
import { cn } from '../../lib/cn';
import { useT, type Translate } from '../../lib/i18n';

// Chart.js loads with the reports only (the farmer's sales chart, shared).
const SalesChart = lazy(() => import('../../components/sales-chart'));

const DAY = 86_400_000;
const PRESETS = [
  { label: 'admin.reports.last7', days: 7 },
  { label: 'admin.reports.last30', days: 30 },
  { label: 'admin.reports.last12Weeks', days: 84 },
  { label: 'admin.reports.lastYear', days: 365 },
] as const;
const lastDays = (days: number): ReportPeriod => {
  const now = Date.now();
  return { from: marketDay(new Date(now - (days - 1) * DAY)), to: marketDay(new Date(now)) };
};

const shortDay = (iso: string, locale: Locale) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(LOCALES[locale].intl, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
/** A cell: money and days in the admin's language; the rest as the server wrote it. */
const show = (t: Translate, c: ReportColumn, v: string | number | undefined) =>
  c.kind === 'cents'
    ? formatCents(Number(v ?? 0), t.locale)
    : c.key === 'day'
      ? shortDay(String(v), t.locale)
      : (v ?? '');

function PeriodForm({
  id,
  period,
  onChange,
}: {
  id: ReportId;
  period: ReportPeriod;
  onChange: (p: ReportPeriod) => void;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const check = reportQuerySchema.safeParse({ report: id, from: f.get('from'), to: f.get('to') });
    if (!check.success) return setProblem(firstMessage(check.error));
    setProblem(null);
    onChange({ from: check.data.from, to: check.data.to });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      key={`${period.from}-${period.to}`}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4"
      aria-label={t('admin.period')}
    >
      <TextField
        label={t('portal.from')}
        name="from"
        type="date"
        defaultValue={period.from}
        className="w-40"
      />
      <TextField label={t('portal.to')} name="to" type="date" defaultValue={period.to} className="w-40" />
      <Button type="submit" variant="secondary">
        {t('admin.reports.show')}
      </Button>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <Button key={p.days} type="button" variant="ghost" onClick={() => onChange(lastDays(p.days))}>
            {t(p.label)}
          </Button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm text-berry">
          {t.text(problem)}
        </p>
      )}
    </form>
  );
}

function ReportChart({ id, rows }: { id: ReportId; rows: ReportRow[] }) {
  const t = useT();
  const def = REPORTS[id];
  const first = def.columns[0]!;
  const chartColumn = def.columns.find((c) => c.key === def.chart);
  const labels = useMemo(() => rows.map((r) => String(show(t, first, r[first.key]))), [rows, first, t]);
  const values = useMemo(() => rows.map((r) => Number(r[def.chart ?? ''] ?? 0)), [rows, def.chart]);
  if (!chartColumn || rows.length === 0) return null;
  const total = values.reduce((s, v) => s + v, 0);
  const summary = t('admin.reports.chartSummary', {
    title: t(def.title),
    column: t(chartColumn.header),
    total: chartColumn.kind === 'cents' ? formatCents(total, t.locale) : total,
  });
  return (
    <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-leaf-tint/50" aria-hidden />}>
      <SalesChart
        labels={labels}
        values={values}
        label={summary}
        kind={chartColumn.kind === 'cents' ? 'cents' : 'count'}
      />
    </Suspense>
  );
}

function Report({ id, period }: { id: ReportId; period: ReportPeriod }) {
  const t = useT();
  const def = REPORTS[id];
  const { data, isLoading } = useAdminReport(id, period);
  const [busy, setBusy] = useState(false);
  const columns: Column<ReportRow>[] = def.columns.map((c, i) => ({
    header: t(c.header),
    cell: (r) => show(t, c, r[c.key]),
    align: c.kind === 'text' ? 'left' : 'right',
    rowHeader: i === 0,
    phone: i === 0 ? 'title' : 'label',
    className: c.kind === 'text' ? undefined : 'tabular',
  }));
  const csv = async () => {
    setBusy(true);
    await download(adminReportCsvPath(id, period), `${id}-${period.from}-to-${period.to}.csv`);
    setBusy(false);
  };
  return (
    <section className="rounded-xl border border-line bg-white p-5" aria-labelledby="report-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="report-title" className="text-lg text-soil">
            {t(def.title)}
          </h2>
          <p className="text-sm text-soil-muted">{t(def.description)}</p>
        </div>
        <Button variant="secondary" onClick={csv} loading={busy}>
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          {t('portal.downloadCsv')}
        </Button>
      </div>
      {isLoading || !data ? (
        <div className="mt-4 h-56 animate-pulse rounded-lg bg-leaf-tint/50" />
      ) : (
        <div className="mt-4 grid gap-4">
          <ReportChart id={id} rows={data.rows} />
          <Table
            caption={t('admin.reports.caption', { title: t(def.title), from: period.from, to: period.to })}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => String(r[def.columns[0]!.key])}
            empty={<p className="text-soil-muted">{t('admin.reports.empty')}</p>}
            cards
            dense
          />
        </div>
      )}
    </section>
  );
}

/** Issue 33.4: the marketplace's reports over a period, each as a table, a chart where one helps, and CSV. */
export default function ReportsPage() {
  const t = useT();
  const [period, setPeriod] = useState<ReportPeriod>(() => lastDays(30));
  const [id, setId] = useState<ReportId>('sales-by-farm');
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">{t('admin.nav.reports')}</h2>
      <PeriodForm id={id} period={period} onChange={setPeriod} />
      <nav aria-label={t('admin.nav.reports')} className="flex flex-wrap gap-2">
        {REPORT_IDS.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === id}
            onClick={() => setId(r)}
            className={cn(
              'rounded-full border px-3 py-1.5 text-sm font-semibold',
              r === id
                ? 'border-leaf bg-leaf text-white'
                : 'border-line bg-white text-soil hover:border-leaf',
            )}
          >
            {t(REPORTS[r].title)}
          </button>
        ))}
      </nav>
      <Report id={id} period={period} />
    </div>
  );
}
