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
import { adminReportCsvPath, useAdminReport, type ReportPeriod } from '../../api/admin-reports';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Table, type Column } from '../../components/table';
import { cn } from '../../lib/cn';

// Chart.js loads with the reports only (the farmer's sales chart, shared).
const SalesChart = lazy(() => import('../../components/sales-chart'));

const DAY = 86_400_000;
const PRESETS = [
  { label: 'Last 7 days', days: 7 },
  { label: 'Last 30 days', days: 30 },
  { label: 'Last 12 weeks', days: 84 },
  { label: 'Last year', days: 365 },
];
const lastDays = (days: number): ReportPeriod => {
  const now = Date.now();
  return { from: marketDay(new Date(now - (days - 1) * DAY)), to: marketDay(new Date(now)) };
};

const shortDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const show = (c: ReportColumn, v: string | number | undefined) =>
  c.kind === 'cents' ? formatCents(Number(v ?? 0)) : c.key === 'day' ? shortDay(String(v)) : (v ?? '');

function PeriodForm({
  id,
  period,
  onChange,
}: {
  id: ReportId;
  period: ReportPeriod;
  onChange: (p: ReportPeriod) => void;
}) {
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
      aria-label="Period"
    >
      <TextField label="From" name="from" type="date" defaultValue={period.from} className="w-40" />
      <TextField label="To" name="to" type="date" defaultValue={period.to} className="w-40" />
      <Button type="submit" variant="secondary">
        Show
      </Button>
      <div className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <Button key={p.days} type="button" variant="ghost" onClick={() => onChange(lastDays(p.days))}>
            {p.label}
          </Button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm text-berry">
          {problem}
        </p>
      )}
    </form>
  );
}

function ReportChart({ id, rows }: { id: ReportId; rows: ReportRow[] }) {
  const def = REPORTS[id];
  const first = def.columns[0]!;
  const chartColumn = def.columns.find((c) => c.key === def.chart);
  const labels = useMemo(() => rows.map((r) => String(show(first, r[first.key]))), [rows, first]);
  const values = useMemo(() => rows.map((r) => Number(r[def.chart ?? ''] ?? 0)), [rows, def.chart]);
  if (!chartColumn || rows.length === 0) return null;
  const total = values.reduce((s, v) => s + v, 0);
  const summary = `${def.title}: ${chartColumn.header}, ${chartColumn.kind === 'cents' ? formatCents(total) : total} in all.`;
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
  const def = REPORTS[id];
  const { data, isLoading } = useAdminReport(id, period);
  const [busy, setBusy] = useState(false);
  const columns: Column<ReportRow>[] = def.columns.map((c, i) => ({
    header: c.header,
    cell: (r) => show(c, r[c.key]),
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
            {def.title}
          </h2>
          <p className="text-sm text-soil-muted">{def.description}</p>
        </div>
        <Button variant="secondary" onClick={csv} loading={busy}>
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          Download CSV
        </Button>
      </div>
      {isLoading || !data ? (
        <div className="mt-4 h-56 animate-pulse rounded-lg bg-leaf-tint/50" />
      ) : (
        <div className="mt-4 grid gap-4">
          <ReportChart id={id} rows={data.rows} />
          <Table
            caption={`${def.title}, ${period.from} to ${period.to}`}
            columns={columns}
            rows={data.rows}
            rowKey={(r) => String(r[def.columns[0]!.key])}
            empty={<p className="text-soil-muted">Nothing in this period.</p>}
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
  const [period, setPeriod] = useState<ReportPeriod>(() => lastDays(30));
  const [id, setId] = useState<ReportId>('sales-by-farm');
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Reports</h2>
      <PeriodForm id={id} period={period} onChange={setPeriod} />
      <nav aria-label="Reports" className="flex flex-wrap gap-2">
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
            {REPORTS[r].title}
          </button>
        ))}
      </nav>
      <Report id={id} period={period} />
    </div>
  );
}
