/**
 * The marketplace's reports for the admin (issue 33.4): which there are, their columns, and the
 * period they cover. The server fills the rows; the admin page and the CSV both take their column
 * headers from here.
 */
import { msg } from './i18n/translate';
import { z } from 'zod';
import { FROM_AFTER_TO, periodFields } from './farm-sales';

export const REPORT_IDS = [
  'sales-by-farm',
  'sales-by-market',
  'sales-by-day',
  'orders-by-status',
  'top-items',
  'buyers',
  'subscriptions',
  'refunds',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** A column's figures: text, a count, or money in cents. */
export type ReportColumnKind = 'text' | 'count' | 'cents';
export interface ReportColumn {
  key: string;
  header: string;
  kind: ReportColumnKind;
}

export interface ReportDefinition {
  id: ReportId;
  title: string;
  /** One sentence under the title: what is counted. */
  description: string;
  columns: ReportColumn[];
  /** The column drawn as bars against the first column, where a chart helps. */
  chart?: string;
}

const text = (key: string, header: string): ReportColumn => ({ key, header, kind: 'text' });
const count = (key: string, header: string): ReportColumn => ({ key, header, kind: 'count' });
const cents = (key: string, header: string): ReportColumn => ({ key, header, kind: 'cents' });

const SALES = [
  count('orders', 'Orders'),
  cents('itemsCents', 'Items'),
  cents('feesCents', 'Delivery and shipping'),
  cents('salesCents', 'Sales'),
];

export const REPORTS: Record<ReportId, ReportDefinition> = {
  'sales-by-farm': {
    id: 'sales-by-farm',
    title: 'Sales by farm',
    description: 'Orders placed in the period and not cancelled, per farm, largest first.',
    columns: [text('farm', 'Farm'), ...SALES],
    chart: 'salesCents',
  },
  'sales-by-market': {
    id: 'sales-by-market',
    title: 'Sales by market',
    description:
      'Pick-ups at each market; orders picked up at a farm, delivered or shipped are on their own rows.',
    columns: [text('market', 'Market'), ...SALES],
    chart: 'salesCents',
  },
  'sales-by-day': {
    id: 'sales-by-day',
    title: 'Sales by day',
    description: 'Every day of the period, by the day the order was placed (marketplace time).',
    columns: [text('day', 'Day'), ...SALES],
    chart: 'salesCents',
  },
  'orders-by-status': {
    id: 'orders-by-status',
    title: 'Orders by status and way',
    description:
      'Each farm’s part of an order, by its payment status and whether it is picked up, delivered or shipped.',
    columns: [
      text('status', 'Status'),
      count('pickup', 'Pick up'),
      count('delivery', 'Delivery'),
      count('shipping', 'Shipping'),
      count('total', 'All'),
    ],
    chart: 'total',
  },
  'top-items': {
    id: 'top-items',
    title: 'Top items',
    description: 'The 25 items that sold the most in the period, by sales.',
    columns: [
      text('item', 'Item'),
      text('farm', 'Farm'),
      count('quantity', 'Quantity'),
      cents('salesCents', 'Sales'),
    ],
    chart: 'salesCents',
  },
  buyers: {
    id: 'buyers',
    title: 'New and returning buyers',
    description: 'Buyers who ordered in the period: new ones ordered for the first time in it.',
    columns: [
      text('buyers', 'Buyers'),
      count('count', 'Buyers'),
      count('orders', 'Orders'),
      cents('salesCents', 'Sales'),
    ],
    chart: 'count',
  },
  subscriptions: {
    id: 'subscriptions',
    title: 'Subscriptions',
    description: 'Per item: started and cancelled in the period, and running at its end.',
    columns: [
      text('item', 'Item'),
      count('started', 'Started'),
      count('cancelled', 'Cancelled'),
      count('active', 'Running'),
      cents('valueCents', 'Value per renewal (running)'),
    ],
  },
  refunds: {
    id: 'refunds',
    title: 'Refunds and cancellations',
    description:
      'Orders cancelled in the period (card payments refunded, invoices voided) and farm orders that came out of stock.',
    columns: [text('kind', 'What'), count('orders', 'Orders'), cents('amountCents', 'Amount')],
    chart: 'amountCents',
  },
};

/** How long a period a report may cover: a year, so that a report stays one indexed range. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_PERIOD_TOO_LONG = `A report covers at most ${REPORT_MAX_DAYS} days. Choose a shorter period.`;
export const UNKNOWN_REPORT = msg('report.unknown');

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** GET admin/reports (and admin/reports/csv): which report, over which period (both days included, marketplace time). */
export const reportQuerySchema = z
  .object({ report: z.enum(REPORT_IDS, { error: UNKNOWN_REPORT }), ...periodFields })
  .refine((v) => v.from <= v.to, { message: FROM_AFTER_TO, path: ['to'] })
  .refine((v) => daysBetween(v.from, v.to) <= REPORT_MAX_DAYS, {
    message: REPORT_PERIOD_TOO_LONG,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export type ReportRow = Record<string, string | number>;
