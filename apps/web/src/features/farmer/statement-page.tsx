import { Link, useParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  PAYMENT_METHOD_LABELS,
  formatBasisPoints,
  formatCents,
  formatOrderDate,
  formatShortDate,
  marketDay,
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

const LINE_COLUMNS: Column<StatementLineDto>[] = [
  {
    header: 'Order',
    rowHeader: true,
    phone: 'title',
    cell: (l) => (
      <span className="font-semibold">
        #{l.orderId}
        {l.kind === 'refund' && <span className="ml-2 text-berry">Refund</span>}
      </span>
    ),
  },
  { header: 'Ordered', cell: (l) => formatOrderDate(new Date(l.orderedAt)) },
  { header: 'Buyer', cell: (l) => l.buyer },
  {
    header: 'Items',
    cell: (l) => l.items.map((i) => `${i.quantity} × ${i.productName}`).join(', '),
  },
  { header: 'Item sales', align: 'right', cell: (l) => formatCents(l.itemsCents) },
  {
    header: 'Delivery',
    align: 'right',
    cell: (l) => (l.deliveryCents ? formatCents(l.deliveryCents) : '—'),
  },
  {
    header: 'Fee',
    align: 'right',
    cell: (l) => `${formatCents(-l.feeCents)} (${formatBasisPoints(l.feeBasisPoints)})`,
  },
  { header: 'Owed', align: 'right', cell: (l) => <strong>{formatCents(l.owedCents)}</strong> },
];

/** One statement: its figures, its lines, and the CSV and PDF. */
export default function StatementPage() {
  const id = Number(useParams().id);
  const { data, isLoading, error } = useFarmerStatement(id);
  if (isLoading) return <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />;
  if (!data)
    return (
      <EmptyState
        message={error?.message ?? 'Statement not found.'}
        action={
          <Link to="/farmer/statements" className="font-semibold text-leaf underline">
            All statements
          </Link>
        }
      />
    );
  const s = data.statement;
  const day = marketDay(s.periodEnd);
  const figures: [string, number][] = [
    ['Item sales', s.itemsCents],
    ['Delivery and shipping fees', s.deliveryCents],
    ['Refunds', -s.refundsCents],
    ['Marketplace fee', -s.feeCents],
  ];
  return (
    <section className="grid gap-5">
      <Link
        to="/farmer/statements"
        className="text-sm font-semibold text-leaf underline-offset-2 hover:underline"
      >
        ← All statements
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-2xl text-soil">Statement #{s.id}</h2>
          <p className="text-soil">
            Orders {s.periodStart ? `after ${formatShortDate(marketDay(s.periodStart))} ` : ''}up to the
            window that closed {formatShortDate(day)}
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
            <dt className="text-soil">{label}</dt>
            <dd className="tabular text-soil">{formatCents(cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-lg font-semibold">
          <dt className="text-soil">Amount owed</dt>
          <dd className="tabular text-soil">{formatCents(s.owedCents)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-soil">Status</dt>
          <dd>
            <StatementStatus status={s.status} />
          </dd>
        </div>
        {s.status === 'paid' && s.paidMethod && (
          <p className="text-sm text-soil-muted">
            Paid {s.paidOn ? formatShortDate(s.paidOn) : ''} by{' '}
            {PAYMENT_METHOD_LABELS[s.paidMethod].toLowerCase()}
            {s.paidReference ? `, reference ${s.paidReference}` : ''}.
          </p>
        )}
      </dl>
      <Table
        caption="Statement lines"
        columns={LINE_COLUMNS}
        rows={data.lines}
        rowKey={(l) => l.id}
        cards
        framed
      />
    </section>
  );
}
