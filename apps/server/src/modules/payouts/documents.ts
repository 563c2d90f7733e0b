import {
  PAYMENT_METHOD_LABELS,
  formatBasisPoints,
  formatCents,
  formatOrderDate,
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
const period = (s: StatementDto) =>
  `${s.periodStart ? marketDay(new Date(s.periodStart)) : 'first orders'} to ${marketDay(new Date(s.periodEnd))}`;
const lineItems = (l: StatementDetailDto['lines'][number]) =>
  l.items.map((i) => `${i.quantity} × ${i.productName} (${i.unit})`).join('; ');

/** The statement's figures, as the page and the PDF show them, top to bottom. */
const summaryRows = (s: StatementDto): [string, number][] => [
  ['Item sales', s.itemsCents],
  ['Delivery and shipping fees', s.deliveryCents],
  ['Refunds', -s.refundsCents],
  ['Marketplace fee', -s.feeCents],
  ['Amount owed', s.owedCents],
];

export async function statementFile(
  { statement: s, lines }: StatementDetailDto,
  format: 'csv' | 'pdf',
): Promise<FileAnswer> {
  const name = `statement-${s.id}-${marketDay(new Date(s.periodEnd))}`;
  if (format === 'csv') {
    const header = [
      'Order',
      'Ordered',
      'Buyer',
      'Line',
      'Items',
      'Item sales',
      'Delivery',
      'Fee rate',
      'Fee',
      'Owed',
    ];
    const body = lines.map((l) => [
      l.orderId,
      formatOrderDate(new Date(l.orderedAt)),
      l.buyer,
      l.kind === 'sale' ? 'Sale' : 'Refund',
      lineItems(l),
      amount(l.itemsCents),
      amount(l.deliveryCents),
      formatBasisPoints(l.feeBasisPoints),
      amount(-l.feeCents),
      amount(l.owedCents),
    ]);
    const totals = summaryRows(s).map(([label, cents]) => [
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
  const title = `${s.farmName}: statement #${s.id}`;
  const pdf = await renderPdf({ title }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title).moveDown(0.2);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Orders ${period(s)}`)
      .moveDown(0.5);
    drawTable(
      doc,
      [
        { header: 'Order', width: 50 },
        { header: 'Buyer', width: 90 },
        { header: 'Items', width: 175 },
        { header: 'Sales', width: 60, align: 'right' },
        { header: 'Fee', width: 60, align: 'right' },
        { header: 'Owed', width: 60, align: 'right' },
      ],
      lines.map((l) => [
        `#${l.orderId}${l.kind === 'refund' ? ' refund' : ''}`,
        l.buyer,
        lineItems(l) + (l.deliveryCents ? `; ${l.courierType} fee ${formatCents(l.deliveryCents)}` : ''),
        formatCents(l.itemsCents + l.deliveryCents),
        formatCents(-l.feeCents),
        formatCents(l.owedCents),
      ]),
    );
    doc.moveDown();
    drawTable(
      doc,
      [
        { header: 'Summary', width: 300 },
        { header: '', width: 95, align: 'right' },
      ],
      summaryRows(s).map(([label, cents]) => [label, formatCents(cents)]),
    );
    if (s.status === 'paid' && s.paidMethod)
      doc
        .moveDown()
        .font('Helvetica')
        .text(
          `Paid ${s.paidOn ?? ''} by ${PAYMENT_METHOD_LABELS[s.paidMethod].toLowerCase()}, reference ${s.paidReference ?? ''}.`,
        );
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
