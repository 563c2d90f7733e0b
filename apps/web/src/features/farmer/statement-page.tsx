import { Link, useParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  formatBasisPoints,
  formatCents,
  formatOrderDate,
  formatShortDate,
  marketDay,
  statementState,
  type StatementLineDto,
} from '@lfm/core';
import { payoutsApi } from '@lfm/core/routes';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { useFarmerStatement } from '../../api/farmer-statements';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { StatementStatus } from '../../components/statement-status';
import { Table, type Column } from '../../components/table';
import { useT, type MessageKey, type Translate } from '../../lib/i18n';

const lineColumns = (t: Translate): Column<StatementLineDto>[] => [
  {
    header: t('farmer.statement.order'),
    rowHeader: true,
    phone: 'title',
    cell: (l) =>
      l.kind === 'carry' && l.carriedFrom ? (
        <span className="font-semibold text-berry">
          {t('statement.carriedFrom', {
            date: formatShortDate(marketDay(l.carriedFrom.periodEnd), t.locale),
          })}
        </span>
      ) : (
        <span className="font-semibold">
          #{l.orderId}
          {l.kind === 'refund' && <span className="ml-2 text-berry">{t('farmer.statement.refund')}</span>}
        </span>
      ),
  },
  {
    header: t('farmer.statement.ordered'),
    cell: (l) => (l.orderedAt ? formatOrderDate(new Date(l.orderedAt), t.locale) : '—'),
  },
  { header: t('farmer.statement.buyer'), cell: (l) => l.buyer },
  {
    header: t('farmer.statement.items'),
    cell: (l) => l.items.map((i) => `${i.quantity} × ${i.productName}`).join(', '),
  },
  {
    header: t('farmer.statement.itemSales'),
    align: 'right',
    cell: (l) => formatCents(l.itemsCents, t.locale),
  },
  {
    header: t('farmer.statement.delivery'),
    align: 'right',
    cell: (l) => (l.deliveryCents ? formatCents(l.deliveryCents, t.locale) : '—'),
  },
  {
    header: t('farmer.statements.feeShort'),
    align: 'right',
    cell: (l) =>
      l.kind === 'carry'
        ? '—'
        : `${formatCents(-l.feeCents, t.locale)} (${formatBasisPoints(l.feeBasisPoints)})`,
  },
  {
    header: t('farmer.statement.owed'),
    align: 'right',
    cell: (l) => <strong>{formatCents(l.owedCents, t.locale)}</strong>,
  },
];

/** One statement: its figures, its lines, and the CSV and PDF. */
export default function StatementPage() {
  const t = useT();
  const id = Number(useParams().id);
  const { data, isLoading, error } = useFarmerStatement(id);
  if (isLoading) return <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />;
  if (!data)
    return (
      <EmptyState
        message={error?.message ?? t('farmer.statement.notFound')}
        action={
          <Link to="/farmer/statements" className="font-semibold text-leaf underline">
            {t('farmer.statement.all')}
          </Link>
        }
      />
    );
  const s = data.statement;
  const day = marketDay(s.periodEnd);
  const figures: [MessageKey, number][] = [
    ['farmer.statement.itemSales', s.itemsCents],
    ['farmer.statement.deliveryFees', s.deliveryCents],
    ['farmer.statements.refunds', -s.refundsCents],
    ['farmer.statements.fee', -s.feeCents],
    ...(s.carriedCents ? [['statement.carriedIn', s.carriedCents] as [MessageKey, number]] : []),
  ];
  const paid = s.paidMethod && {
    date: s.paidOn ? formatShortDate(s.paidOn, t.locale) : '',
    method: t('farmer.paymentMethod', { method: s.paidMethod }),
  };
  return (
    <section className="grid gap-5">
      <Link
        to="/farmer/statements"
        className="text-sm font-semibold text-leaf underline-offset-2 hover:underline"
      >
        ← {t('farmer.statement.all')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl text-soil">{t('farmer.statement.title', { id: s.id })}</h2>
          <p className="text-soil">
            {s.periodStart
              ? t('farmer.statement.periodAfter', {
                  start: formatShortDate(marketDay(s.periodStart), t.locale),
                  end: formatShortDate(day, t.locale),
                })
              : t('farmer.statement.period', { end: formatShortDate(day, t.locale) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              onClick={() =>
                void download(
                  fileUrl(payoutsApi.farmerStatementFile, { statementId: s.id, format }),
                  `statement-${s.id}-${day}.${format}`,
                )
              }
            >
              <Download className="size-4" strokeWidth={1.75} aria-hidden /> {format.toUpperCase()}
            </Button>
          ))}
        </div>
      </div>
      <dl className="grid gap-2 rounded-xl border border-line bg-white p-5 sm:max-w-md">
        {figures.map(([label, cents]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-soil">{t(label)}</dt>
            <dd className="tabular text-soil">{formatCents(cents, t.locale)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-semibold">
          <dt className="text-soil">{t('farmer.statement.amountOwed')}</dt>
          <dd className="tabular text-soil">{formatCents(s.owedCents, t.locale)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-soil">{t('portal.status')}</dt>
          <dd>
            <StatementStatus statement={s} />
          </dd>
        </div>
        {s.status === 'paid' && paid && (
          <p className="text-sm text-soil-muted">
            {s.paidReference
              ? t('farmer.statement.paidReference', { ...paid, reference: s.paidReference })
              : t('farmer.statement.paid', paid)}
          </p>
        )}
        {s.carriedTo ? (
          <p className="text-sm text-soil-muted">
            {t('statement.carriedTo', {
              date: formatShortDate(marketDay(s.carriedTo.periodEnd), t.locale),
            })}{' '}
            <Link
              to={`/farmer/statements/${s.carriedTo.statementId}`}
              className="font-semibold text-leaf underline"
            >
              {t('farmer.statement.title', { id: s.carriedTo.statementId })}
            </Link>
          </p>
        ) : (
          statementState(s) === 'toCarry' && (
            <p className="text-sm text-soil-muted">{t('statement.toCarry')}</p>
          )
        )}
      </dl>
      <Table
        caption={t('farmer.statement.lines')}
        columns={lineColumns(t)}
        rows={data.lines}
        rowKey={(l) => l.id}
        cards
        framed
      />
    </section>
  );
}
