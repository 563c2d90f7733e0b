import {
  DEFAULT_LOCALE,
  sumStatements,
  translate,
  type Locale,
  type MoneyReportDto,
  type MoneyReportQuery,
  type StatementDto,
} from '@lfm/core';
import type { AdminKey } from '@lfm/core/i18n/catalogue';
import type { AppDeps } from '../../app-deps';
import { toCsv } from '../../lib/csv';
import { csvAmount, type FileAnswer } from './documents';
import { marketDay } from '@lfm/core';
import { statementRows } from './statements';

function groupBy(rows: StatementDto[], key: (s: StatementDto) => string, label: (s: StatementDto) => string) {
  const groups = new Map<string, StatementDto[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.entries()].map(([k, list]) => ({
    key: k,
    label: label(list[0]!),
    ...sumStatements(list),
  }));
}

/**
 * Gross sales, marketplace fees, refunds, owed and paid per farm and per period (issue 30.5): sums of
 * the statements as statementRows reads them, so the report and the statements cannot disagree.
 */
export async function moneyReport(
  deps: AppDeps,
  q: MoneyReportQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MoneyReportDto> {
  const rows = await statementRows(deps.database.db, { from: q.from, to: q.to });
  const day = (s: StatementDto) => marketDay(new Date(s.periodEnd));
  return {
    totals: { key: 'total', label: translate(locale, 'admin.file.allFarms'), ...sumStatements(rows) },
    byFarm: groupBy(
      rows,
      (s) => String(s.farmId),
      (s) => s.farmName,
    ).sort((a, b) => a.label.localeCompare(b.label)),
    byPeriod: groupBy(rows, day, day),
  };
}

/** The money report as CSV, in the reader's language (issue 32). */
export async function moneyReportCsv(
  deps: AppDeps,
  q: MoneyReportQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FileAnswer> {
  const report = await moneyReport(deps, q, locale);
  const t = (key: AdminKey) => translate(locale, key);
  const header = (
    [
      'admin.file.group',
      'admin.file.name',
      'admin.file.statements',
      'admin.file.gross',
      'admin.file.refunds',
      'admin.file.fees',
      'admin.file.owed',
      'admin.file.paid',
      'admin.file.unpaid',
    ] as const
  ).map(t);
  const row = (group: string, r: MoneyReportDto['totals']) => [
    group,
    r.label,
    r.statements,
    csvAmount(r.grossCents),
    csvAmount(r.refundsCents),
    csvAmount(r.feeCents),
    csvAmount(r.owedCents),
    csvAmount(r.paidCents),
    csvAmount(r.owedCents - r.paidCents),
  ];
  return {
    body: toCsv([
      header,
      ...report.byFarm.map((r) => row(t('admin.file.farm'), r)),
      ...report.byPeriod.map((r) => row(t('admin.file.period'), r)),
      row(t('admin.file.total'), report.totals),
    ]),
    type: 'text/csv; charset=utf-8',
    filename: `money-report-${q.from ?? 'start'}-to-${q.to ?? 'now'}.csv`,
  };
}
