import {
  formatBasisPoints,
  formatCents,
  formatOrderDate,
  formatShortDate,
  statementState,
  translate,
  type Locale,
  type MessageKey,
  type MessageValues,
  type StatementDetailDto,
  type StatementDto,
  type StatementLineDto,
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
const lineItems = (l: StatementLineDto) =>
  l.items.map((i) => `${i.quantity} × ${i.productName} (${i.unit})`).join('; ');

/** The statement's words in the reader's language: the farmer portal's, through the same catalogue. */
function statementWords(s: StatementDto, locale: Locale) {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const day = (at: string) => formatShortDate(marketDay(new Date(at)), locale);
  const end = day(s.periodEnd);
  const state = statementState(s);
  const status = t('statement.status', { status: state });
  // What became of the amount owed, in a sentence: paid, carried on, or waiting to be carried.
  let outcome: string | null = null;
  if (s.status === 'paid' && s.paidMethod) {
    const paid = {
      date: s.paidOn ? formatShortDate(s.paidOn, locale) : '',
      method: t('farmer.paymentMethod', { method: s.paidMethod }),
    };
    outcome = s.paidReference
      ? t('farmer.statement.paidReference', { ...paid, reference: s.paidReference })
      : t('farmer.statement.paid', paid);
  } else if (s.carriedTo) outcome = t('statement.carriedTo', { date: day(s.carriedTo.periodEnd) });
  else if (state === 'toCarry') outcome = t('statement.toCarry');
  return {
    t,
    status,
    outcome,
    period: s.periodStart
      ? t('farmer.statement.periodAfter', { start: day(s.periodStart), end })
      : t('farmer.statement.period', { end }),
    /** A line's kind in words: a sale, a refund, or the balance it carries. */
    lineKind: (l: StatementLineDto) =>
      l.kind === 'carry' && l.carriedFrom
        ? t('statement.carriedFrom', { date: day(l.carriedFrom.periodEnd) })
        : t(l.kind === 'refund' ? 'farmer.statement.refund' : 'statement.sale'),
    /** The statement's figures, as the page and the PDF show them, top to bottom. */
    summary: [
      [t('farmer.statement.itemSales'), s.itemsCents],
      [t('farmer.statement.deliveryFees'), s.deliveryCents],
      [t('farmer.statements.refunds'), -s.refundsCents],
      [t('farmer.statements.fee'), -s.feeCents],
      ...(s.carriedCents ? [[t('statement.carriedIn'), s.carriedCents] as [string, number]] : []),
      [t('farmer.statement.amountOwed'), s.owedCents],
    ] as [string, number][],
  };
}

/** One statement as CSV or PDF, in the reader's language (money and dates in US style for es-US too). */
export async function statementFile(
  { statement: s, lines }: StatementDetailDto,
  format: 'csv' | 'pdf',
  locale: Locale = 'en',
): Promise<FileAnswer> {
  const name = `statement-${s.id}-${marketDay(new Date(s.periodEnd))}`;
  const { t, status, outcome, period, lineKind, summary } = statementWords(s, locale);
  if (format === 'csv') {
    const header = [
      t('farmer.statement.order'),
      t('farmer.statement.ordered'),
      t('farmer.statement.buyer'),
      t('statement.line'),
      t('farmer.statement.items'),
      t('farmer.statement.itemSales'),
      t('farmer.statement.delivery'),
      t('statement.feeRate'),
      t('farmer.statements.feeShort'),
      t('farmer.statement.owed'),
    ];
    const body = lines.map((l) => [
      l.orderId ?? '',
      l.orderedAt ? formatOrderDate(new Date(l.orderedAt), locale) : '',
      l.buyer,
      lineKind(l),
      lineItems(l),
      amount(l.itemsCents),
      amount(l.deliveryCents),
      l.kind === 'carry' ? '' : formatBasisPoints(l.feeBasisPoints),
      amount(-l.feeCents),
      amount(l.owedCents),
    ]);
    // The figures below the lines, their amount in the last column (the one a spreadsheet adds up).
    const totals = summary.map(([label, cents]) => [label, '', '', '', '', '', '', '', '', amount(cents)]);
    const state = [t('portal.status'), '', '', outcome ?? '', '', '', '', '', '', status];
    return {
      body: toCsv([header, ...body, ...totals, state]),
      type: 'text/csv; charset=utf-8',
      filename: `${name}.csv`,
    };
  }
  const money = (cents: number) => formatCents(cents, locale);
  const title = t('statement.pdfTitle', { farm: s.farmName, id: s.id });
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
        l.orderId == null ? '' : `#${l.orderId}${l.kind === 'refund' ? ` ${lineKind(l)}` : ''}`,
        l.buyer,
        l.kind === 'carry'
          ? lineKind(l)
          : lineItems(l) +
            (l.deliveryCents ? `; ${t('farmer.statement.delivery')} ${money(l.deliveryCents)}` : ''),
        money(l.itemsCents + l.deliveryCents),
        money(-l.feeCents),
        money(l.owedCents),
      ]),
    );
    doc.moveDown();
    drawTable(
      doc,
      [
        { header: t('statement.summary'), width: 300 },
        { header: '', width: 95, align: 'right' },
      ],
      [...summary.map(([label, cents]) => [label, money(cents)]), [t('portal.status'), status]],
    );
    if (outcome) doc.moveDown().font('Helvetica').text(outcome);
  });
  return { body: pdf, type: 'application/pdf', filename: `${name}.pdf` };
}

/** The admin's payout file: one row per statement, what to pay whom (issue 30.4), in the admin's language. */
export function payoutFile(rows: StatementDto[], day: string | undefined, locale: Locale = 'en'): FileAnswer {
  const t = (key: MessageKey, values?: MessageValues) => translate(locale, key, values);
  const header = (
    [
      'admin.file.statement',
      'admin.file.farm',
      'admin.file.periodStart',
      'admin.file.periodEnd',
      'admin.file.orders',
      'admin.file.amountOwed',
      'admin.file.status',
      'admin.file.accountConnected',
      'admin.file.paidOn',
      'admin.file.method',
      'admin.file.reference',
    ] as const
  ).map((key) => t(key));
  const body = rows.map((s) => [
    s.id,
    s.farmName,
    s.periodStart ? marketDay(new Date(s.periodStart)) : '',
    marketDay(new Date(s.periodEnd)),
    s.orders,
    amount(s.owedCents),
    t('statement.status', { status: statementState(s) }),
    t(s.canTransfer ? 'admin.file.yes' : 'admin.file.no'),
    s.paidOn ?? '',
    s.paidMethod ? t('farmer.paymentMethod', { method: s.paidMethod }) : '',
    s.paidReference ?? '',
  ]);
  return {
    body: toCsv([header, ...body]),
    type: 'text/csv; charset=utf-8',
    filename: `payouts-${day ?? 'all'}.csv`,
  };
}

export { amount as csvAmount };
