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
import { useT, type Translate } from '../../lib/i18n';
import { toast } from '../../lib/toast';

const figures = (t: Translate, first: Column<MoneyRowDto>): Column<MoneyRowDto>[] => [
  first,
  { header: t('admin.money.gross'), align: 'right', cell: (r) => formatCents(r.grossCents, t.locale) },
  { header: t('admin.money.refunds'), align: 'right', cell: (r) => formatCents(r.refundsCents, t.locale) },
  {
    header: t('admin.money.fees'),
    phoneLabel: t('admin.money.feesShort'),
    align: 'right',
    cell: (r) => formatCents(r.feeCents, t.locale),
  },
  { header: t('admin.money.owed'), align: 'right', cell: (r) => formatCents(r.owedCents, t.locale) },
  { header: t('admin.money.paid'), align: 'right', cell: (r) => formatCents(r.paidCents, t.locale) },
];
const byFarm = (t: Translate) =>
  figures(t, { header: t('admin.farm'), rowHeader: true, phone: 'title', cell: (r) => r.label });
const byPeriod = (t: Translate) =>
  figures(t, {
    header: t('admin.windowClosed'),
    rowHeader: true,
    phone: 'title',
    cell: (r) => formatShortDate(r.label, t.locale),
  });

const TOTALS = [
  ['admin.money.gross', 'grossCents'],
  ['admin.money.refunds', 'refundsCents'],
  ['admin.money.fees', 'feeCents'],
  ['admin.money.owedToFarms', 'owedCents'],
  ['admin.money.paidToFarms', 'paidCents'],
] as const satisfies readonly (readonly [string, keyof MoneyRowDto])[];

/** An order refunded after its window closed: its farms' next statements take it off. */
function RefundOrder() {
  const t = useT();
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
      <h3 className="text-lg text-soil">{t('admin.refund.title')}</h3>
      <p className="text-sm text-soil-muted">{t('admin.refund.intro')}</p>
      <TextField
        label={t('admin.refund.orderNumber')}
        inputMode="numeric"
        value={orderId}
        onChange={(e) => setOrderId(e.target.value.replace(/^#/, ''))}
        error={problem}
      />
      <Button type="submit" variant="destructive" className="justify-self-start">
        {t('admin.refund.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.refund.confirmTitle', { id: orderId })}
        confirmLabel={t('admin.refund.submit')}
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
        <p className="mb-4 text-soil">{t('admin.refund.confirmText')}</p>
      </ConfirmDialog>
    </form>
  );
}

/** Issue 30.5: gross sales, fees, refunds, owed and paid, per farm and per period, from the statements. */
export default function MoneyPage() {
  const t = useT();
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
        <h2 className="text-2xl text-soil">{t('admin.nav.money')}</h2>
        <p className="mt-1 text-soil">{t('admin.money.intro')}</p>
      </div>
      <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
        <TextField label={t('portal.from')} name="from" type="date" />
        <TextField label={t('portal.to')} name="to" type="date" />
        <Button type="submit" variant="secondary">
          {t('admin.apply')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download(fileUrl(payoutsApi.moneyFile, query), 'money-report.csv')}
        >
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          {t('admin.csv')}
        </Button>
        {problem && (
          <p role="alert" className="w-full text-sm text-berry">
            {t.text(problem)}
          </p>
        )}
      </form>
      {!data ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.totals.statements === 0 ? (
        <EmptyState message={t('admin.money.none')} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {TOTALS.map(([label, key]) => (
              <div key={key} className="rounded-xl border border-line bg-white p-4">
                <dt className="text-sm text-soil-muted">{t(label)}</dt>
                <dd className="tabular text-xl font-semibold text-soil">
                  {formatCents(data.totals[key] as number, t.locale)}
                </dd>
              </div>
            ))}
          </dl>
          <h3 className="-mb-2 text-lg text-soil">{t('admin.money.byFarm')}</h3>
          <Table
            caption={t('admin.money.byFarm')}
            columns={byFarm(t)}
            rows={data.byFarm}
            rowKey={(r) => r.key}
            cards
            framed
          />
          <h3 className="-mb-2 text-lg text-soil">{t('admin.money.byPeriod')}</h3>
          <Table
            caption={t('admin.money.byPeriod')}
            columns={byPeriod(t)}
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
