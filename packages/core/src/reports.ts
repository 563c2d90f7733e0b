/**
 * The marketplace's reports for the admin (issue 33.4): which there are, their columns, and the
 * period they cover. The server fills the rows; the admin page and the CSV both take their column
 * headers from here. Titles, descriptions and headers are keys of the admin part of the catalogue
 * (i18n/en-admin.ts): the page says them in the admin's language, the CSV in English.
 */
import type { AdminKey } from './i18n/catalogue';
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
  /** The column's header (a key of the admin part). */
  header: AdminKey;
  kind: ReportColumnKind;
}

export interface ReportDefinition {
  id: ReportId;
  title: AdminKey;
  /** One sentence under the title: what is counted. */
  description: AdminKey;
  columns: ReportColumn[];
  /** The column drawn as bars against the first column, where a chart helps. */
  chart?: string;
}

const text = (key: string, header: AdminKey): ReportColumn => ({ key, header, kind: 'text' });
const count = (key: string, header: AdminKey): ReportColumn => ({ key, header, kind: 'count' });
const cents = (key: string, header: AdminKey): ReportColumn => ({ key, header, kind: 'cents' });

const SALES = [
  count('orders', 'admin.report.column.orders'),
  cents('itemsCents', 'admin.report.column.items'),
  cents('feesCents', 'admin.report.column.fees'),
  cents('salesCents', 'admin.report.column.sales'),
];

export const REPORTS: Record<ReportId, ReportDefinition> = {
  'sales-by-farm': {
    id: 'sales-by-farm',
    title: 'admin.report.salesByFarm',
    description: 'admin.report.salesByFarm.about',
    columns: [text('farm', 'admin.report.column.farm'), ...SALES],
    chart: 'salesCents',
  },
  'sales-by-market': {
    id: 'sales-by-market',
    title: 'admin.report.salesByMarket',
    description: 'admin.report.salesByMarket.about',
    columns: [text('market', 'admin.report.column.market'), ...SALES],
    chart: 'salesCents',
  },
  'sales-by-day': {
    id: 'sales-by-day',
    title: 'admin.report.salesByDay',
    description: 'admin.report.salesByDay.about',
    columns: [text('day', 'admin.report.column.day'), ...SALES],
    chart: 'salesCents',
  },
  'orders-by-status': {
    id: 'orders-by-status',
    title: 'admin.report.ordersByStatus',
    description: 'admin.report.ordersByStatus.about',
    columns: [
      text('status', 'admin.report.column.status'),
      count('pickup', 'admin.report.column.pickup'),
      count('delivery', 'admin.report.column.delivery'),
      count('shipping', 'admin.report.column.shipping'),
      count('total', 'admin.report.column.all'),
    ],
    chart: 'total',
  },
  'top-items': {
    id: 'top-items',
    title: 'admin.report.topItems',
    description: 'admin.report.topItems.about',
    columns: [
      text('item', 'admin.report.column.item'),
      text('farm', 'admin.report.column.farm'),
      count('quantity', 'admin.report.column.quantity'),
      cents('salesCents', 'admin.report.column.sales'),
    ],
    chart: 'salesCents',
  },
  buyers: {
    id: 'buyers',
    title: 'admin.report.buyers',
    description: 'admin.report.buyers.about',
    columns: [
      text('buyers', 'admin.report.column.buyers'),
      count('count', 'admin.report.column.buyers'),
      count('orders', 'admin.report.column.orders'),
      cents('salesCents', 'admin.report.column.sales'),
    ],
    chart: 'count',
  },
  subscriptions: {
    id: 'subscriptions',
    title: 'admin.report.subscriptions',
    description: 'admin.report.subscriptions.about',
    columns: [
      text('item', 'admin.report.column.item'),
      count('started', 'admin.report.column.started'),
      count('cancelled', 'admin.report.column.cancelled'),
      count('active', 'admin.report.column.running'),
      cents('valueCents', 'admin.report.column.valuePerRenewal'),
    ],
  },
  refunds: {
    id: 'refunds',
    title: 'admin.report.refunds',
    description: 'admin.report.refunds.about',
    columns: [
      text('kind', 'admin.report.column.what'),
      count('orders', 'admin.report.column.orders'),
      cents('amountCents', 'admin.report.column.amount'),
    ],
    chart: 'amountCents',
  },
};

/** How long a period a report may cover: a year, so that a report stays one indexed range. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_PERIOD_TOO_LONG = msg('report.periodTooLong', { days: REPORT_MAX_DAYS });
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
