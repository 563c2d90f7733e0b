import {
  DEFAULT_LOCALE,
  PAYMENT_METHOD_LABELS,
  formatBasisPoints,
  formatCents,
  formatOrderDate,
  translate,
  type Locale,
  type MessageKey,
  type MessageValues,
  type StatementDetailDto,
  type StatementDto,
} from '@lfm/core';
import { toCsv } from '../../lib/csv';
import { drawTable, renderPdf } from '../../lib/pdf';
import { marketDay } from '@lfm/core';

export interface FileAnswer {
  body: string | Buffer;
  type: string;
  filename: string;
}

/** Dollars with two decimals for a spreadsheet (a number it can add up, no $ sign). */
const amount = (cents: number) => (cents / 100).toFixed(2);
const lineItems = (l: StatementDetailDto['lines'][number]) =>
  l.items.map((i) => `${i.quantity} × ${i.productName} (${i.unit})`).join('; ');

type Say = (key: MessageKey, values?: MessageValues) => string;

/** The statement's figures, as the page and the PDF show them, top to bottom (the page's words). */
const summaryRows = (t: Say, s: StatementDto): [string, number][] => [
  [t('farmer.statement.itemSales'), s.itemsCents],
  [t('farmer.statement.deliveryFees'), s.deliveryCents],
  [t('farmer.statements.refunds'), -s.refundsCents],
  [t('farmer.statements.fee'), -s.feeCents],
  [t('farmer.statement.amountOwed'), s.owedCents],
];

/**
 * A farm's statement as CSV or PDF, in the farm's language (issue 32): its owner's. Its words are the
 * statement page's (the portal part) and the file's own (the server part).
 */
export async function statementFile(
  { statement: s, lines }: StatementDetailDto,
  format: 'csv' | 'pdf',
  locale: Locale = DEFAULT_LOCALE,
): Promise<FileAnswer> {
  const t: Say = (key, values) => translate(locale, key, values);
  const money = (cents: number) => formatCents(cents, locale);
  const name = `statement-${s.id}-${marketDay(new Date(s.periodEnd))}`;
  if (format === 'csv') {
    const header = [
      t('farmer.statement.order'),
      t('farmer.statement.ordered'),
      t('farmer.statement.buyer'),
      t('statementFile.line'),
      t('farmer.statement.items'),
      t('farmer.statement.itemSales'),
      t('farmer.statement.delivery'),
      t('statementFile.feeRate'),
      t('farmer.statements.feeShort'),
      t('farmer.statement.owed'),
    ];
    const body = lines.map((l) => [
      l.orderId,
      formatOrderDate(new Date(l.orderedAt), locale),
      l.buyer,
      l.kind === 'sale' ? t('statementFile.sale') : t('farmer.statement.refund'),
      lineItems(l),
      amount(l.itemsCents),
      amount(l.deliveryCents),
      formatBasisPoints(l.feeBasisPoints),
      amount(-l.feeCents),
      amount(l.owedCents),
    ]);
    const totals = summaryRows(t, s).map(([label, cents]) => [
      label,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      amount(cents),
    ]);
    return {
      body: toCsv([header, ...body, ...totals]),
      type: 'text/csv; charset=utf-8',
      filename: `${name}.csv`,
    };
  }
  const title = t('statementFile.title', { farm: s.farmName, id: s.id });
  const period = t('statementFile.period', {
    start: s.periodStart ? marketDay(new Date(s.periodStart)) : 'first',
    end: marketDay(new Date(s.periodEnd)),
  });
  const pdf = await renderPdf({ title }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown(0.2);
    doc.font('Helvetica').fontSize(10).text(period).moveDown(0.5);
    drawTable(
      doc,
      [
        { header: t('farmer.statement.order'), width: 50 },
        { header: t('farmer.statement.buyer'), width: 90 },
        { header: t('farmer.statement.items'), width: 175 },
        { header: t('farmer.statements.sales'), width: 60, align: 'right' },
        { header: t('farmer.statements.feeShort'), width: 60, align: 'right' },
        { header: t('farmer.statement.owed'), width: 60, align: 'right' },
      ],
      lines.map((l) => [
        l.kind === 'refund' ? t('statementFile.refundOf', { id: l.orderId }) : `#${l.orderId}`,
        l.buyer,
        lineItems(l) +
          (l.deliveryCents
            ? `; ${t('statementFile.courierFee', { kind: l.courierType, amount: money(l.deliveryCents) })}`
            : ''),
        money(l.itemsCents + l.deliveryCents),
        money(-l.feeCents),
        money(l.owedCents),
      ]),
    );
    doc.moveDown();
    drawTable(
      doc,
      [
        { header: t('statementFile.summary'), width: 300 },
        { header: '', width: 95, align: 'right' },
      ],
      summaryRows(t, s).map(([label, cents]) => [label, money(cents)]),
    );
    if (s.status === 'paid' && s.paidMethod) {
      const paid = { date: s.paidOn ?? '', method: t('farmer.paymentMethod', { method: s.paidMethod }) };
      doc
        .moveDown()
        .font('Helvetica')
        .text(
          s.paidReference
            ? t('farmer.statement.paidReference', { ...paid, reference: s.paidReference })
            : t('farmer.statement.paid', paid),
        );
    }
  });
  return { body: pdf, type: 'application/pdf', filename: `${name}.pdf` };
}

/** The admin's payout file: one row per statement, what to pay whom (issue 30.4). */
export function payoutFile(rows: StatementDto[], day: string | undefined): FileAnswer {
  const header = [
    'Statement',
    'Farm',
    'Period start',
    'Period end',
    'Orders',
    'Amount owed',
    'Status',
    'Payout account connected',
    'Paid on',
    'Method',
    'Reference',
  ];
  const body = rows.map((s) => [
    s.id,
    s.farmName,
    s.periodStart ? marketDay(new Date(s.periodStart)) : '',
    marketDay(new Date(s.periodEnd)),
    s.orders,
    amount(s.owedCents),
    s.status,
    s.canTransfer ? 'yes' : 'no',
    s.paidOn ?? '',
    s.paidMethod ? PAYMENT_METHOD_LABELS[s.paidMethod] : '',
    s.paidReference ?? '',
  ]);
  return {
    body: toCsv([header, ...body]),
    type: 'text/csv; charset=utf-8',
    filename: `payouts-${day ?? 'all'}.csv`,
  };
}

export { amount as csvAmount };
