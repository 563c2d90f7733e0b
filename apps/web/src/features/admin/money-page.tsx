import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  ORDER_REQUIRED,
  firstMessage,
  formatCents,
  formatShortDate,
  moneyReportQuery,
  type MoneyReportQuery,
  type MoneyRowDto,
} from '@lfm/core';
import { payoutsApi } from '@lfm/core/routes';
import { useMoneyReport, useRefundOrder } from '../../api/admin-payouts';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TextField } from '../../components/field';
import { EmptyState } from '../../components/empty-state';
import { Table, type Column } from '../../components/table';
import { toast } from '../../lib/toast';

const figures = (first: Column<MoneyRowDto>): Column<MoneyRowDto>[] => [
  first,
  { header: 'Gross sales', align: 'right', cell: (r) => formatCents(r.grossCents) },
  { header: 'Refunds', align: 'right', cell: (r) => formatCents(r.refundsCents) },
  { header: 'Marketplace fees', phoneLabel: 'Fees', align: 'right', cell: (r) => formatCents(r.feeCents) },
  { header: 'Owed', align: 'right', cell: (r) => formatCents(r.owedCents) },
  { header: 'Paid', align: 'right', cell: (r) => formatCents(r.paidCents) },
];
const BY_FARM = figures({ header: 'Farm', rowHeader: true, phone: 'title', cell: (r) => r.label });
const BY_PERIOD = figures({
  header: 'Window closed',
  rowHeader: true,
  phone: 'title',
  cell: (r) => formatShortDate(r.label),
});

const TOTALS: [string, keyof MoneyRowDto][] = [
  ['Gross sales', 'grossCents'],
  ['Refunds', 'refundsCents'],
  ['Marketplace fees', 'feeCents'],
  ['Owed to farms', 'owedCents'],
  ['Paid to farms', 'paidCents'],
];

/** An order refunded after its window closed: its farms' next statements take it off. */
function RefundOrder() {
  const refund = useRefundOrder();
  const [orderId, setOrderId] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!/^\d+$/.test(orderId.trim())) return setProblem(ORDER_REQUIRED);
    setProblem(undefined);
    setConfirming(true);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid content-start gap-3 rounded-xl border border-line bg-white p-5"
    >
      <h3 className="text-lg text-soil">Refund an order</h3>
      <p className="text-sm text-soil-muted">
        For an order whose window has closed. The buyer gets everything back; farms already paid see it taken
        off their next statement.
      </p>
      <TextField
        label="Order number"
        inputMode="numeric"
        value={orderId}
        onChange={(e) => setOrderId(e.target.value.replace(/^#/, ''))}
        error={problem}
      />
      <Button type="submit" variant="destructive" className="justify-self-start">
        Refund
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Refund order #${orderId}?`}
        confirmLabel="Refund"
        busy={refund.isPending}
        onConfirm={() =>
          refund.mutate(
            { orderId: Number(orderId) },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                setConfirming(false);
                setOrderId('');
              },
              onError: (err) => {
                setConfirming(false);
                setProblem(err.message);
              },
            },
          )
        }
      >
        <p className="mb-4 text-soil">The whole order is refunded to the buyer. This cannot be undone.</p>
      </ConfirmDialog>
    </form>
  );
}

/** Issue 30.5: gross sales, fees, refunds, owed and paid, per farm and per period, from the statements. */
export default function MoneyPage() {
  const [query, setQuery] = useState<MoneyReportQuery>({});
  const [problem, setProblem] = useState<string>();
  const report = useMoneyReport(query);
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const check = moneyReportQuery.safeParse({ from: f.get('from'), to: f.get('to') });
    if (!check.success) return setProblem(firstMessage(check.error));
    setProblem(undefined);
    setQuery(check.data);
  };
  const data = report.data;
  return (
    <section className="grid gap-5">
      <div>
        <h2 className="text-2xl text-soil">Money</h2>
        <p className="mt-1 text-soil">
          What the marketplace took and owes, from the farms&rsquo; statements: the same figures they see.
        </p>
      </div>
      <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
        <TextField label="From" name="from" type="date" />
        <TextField label="To" name="to" type="date" />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download(fileUrl(payoutsApi.moneyFile, query), 'money-report.csv')}
        >
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          CSV
        </Button>
        {problem && (
          <p role="alert" className="w-full text-sm text-berry">
            {problem}
          </p>
        )}
      </form>
      {!data ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.totals.statements === 0 ? (
        <EmptyState message="No statements in these dates yet." />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {TOTALS.map(([label, key]) => (
              <div key={key} className="rounded-xl border border-line bg-white p-4">
                <dt className="text-sm text-soil-muted">{label}</dt>
                <dd className="tabular text-xl font-semibold text-soil">
                  {formatCents(data.totals[key] as number)}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="-mb-2 text-lg text-soil">By farm</h3>
          <Table caption="By farm" columns={BY_FARM} rows={data.byFarm} rowKey={(r) => r.key} cards framed />
          <h3 className="-mb-2 text-lg text-soil">By period</h3>
          <Table
            caption="By period"
            columns={BY_PERIOD}
            rows={data.byPeriod}
            rowKey={(r) => r.key}
            cards
            framed
          />
        </>
      )}
      <RefundOrder />
    </section>
  );
}
