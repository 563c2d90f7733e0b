import { useState } from 'react';
import { Download } from 'lucide-react';
import { formatCents, formatShortDate, isPayable, marketDay, type StatementDto } from '@lfm/core';
import { payoutsApi } from '@lfm/core/routes';
import { useAdminStatements, usePayByTransfer, usePayoutSettings } from '../../api/admin-payouts';
import { fileUrl } from '../../api/client';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { EmptyState } from '../../components/empty-state';
import { StatementStatus } from '../../components/statement-status';
import { Table, type Column } from '../../components/table';
import { useT, type Translate } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { FeeSettings } from './fee-settings';
import { MarkPaidDialog } from './mark-paid-dialog';

type Actions = { onMarkPaid: (s: StatementDto) => void };

function PayActions({ s, onMarkPaid }: { s: StatementDto } & Actions) {
  const t = useT();
  const transfer = usePayByTransfer();
  const payable = isPayable(s);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {payable && s.canTransfer && (
        <Button
          size="sm"
          loading={transfer.isPending}
          onClick={() =>
            transfer.mutate({ statementId: s.id }, { onSuccess: ({ message }) => toast.success(message) })
          }
        >
          {t('admin.payouts.transfer')}
        </Button>
      )}
      {payable && (
        <Button size="sm" variant="secondary" onClick={() => onMarkPaid(s)}>
          {t('admin.markPaid.submit')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('admin.payouts.pdfOf', { farm: s.farmName })}
        onClick={() =>
          void download(
            fileUrl(payoutsApi.statementFile, { statementId: s.id, format: 'pdf' }),
            `statement-${s.id}.pdf`,
          )
        }
      >
        {t('admin.pdf')}
      </Button>
    </div>
  );
}

const columns = (t: Translate, actions: Actions): Column<StatementDto>[] => [
  {
    header: t('admin.farm'),
    rowHeader: true,
    phone: 'title',
    cell: (s) => <span className="font-semibold">{s.farmName}</span>,
  },
  { header: t('admin.windowClosed'), cell: (s) => formatShortDate(marketDay(s.periodEnd), t.locale) },
  { header: t('admin.payouts.orders'), align: 'right', cell: (s) => s.orders },
  { header: t('admin.payouts.fee'), align: 'right', cell: (s) => formatCents(s.feeCents, t.locale) },
  {
    header: t('admin.money.owed'),
    align: 'right',
    cell: (s) => <strong>{formatCents(s.owedCents, t.locale)}</strong>,
  },
  {
    header: t('portal.status'),
    cell: (s) => (
      <span className="flex flex-col items-end gap-0.5 md:items-start">
        <StatementStatus statement={s} />
        {s.paidReference && <span className="break-all text-xs text-soil-muted">{s.paidReference}</span>}
        {s.status === 'processing' && (
          <span className="text-xs text-soil-muted">{t('admin.payouts.awaitingConfirmation')}</span>
        )}
        {s.status === 'owed' && s.transferFailure && (
          <span className="text-xs text-berry">
            {t('admin.payouts.lastRefusal', { reason: s.transferFailure })}
          </span>
        )}
        {s.carriedTo && (
          <span className="text-xs text-soil-muted">
            {t('statement.carriedTo', { date: formatShortDate(marketDay(s.carriedTo.periodEnd), t.locale) })}
          </span>
        )}
      </span>
    ),
  },
  {
    header: t('admin.payouts.actions'),
    hideHeader: true,
    phone: 'action',
    cell: (s) => <PayActions s={s} {...actions} />,
  },
];

/** Issue 30.4: every farm's statements for a period; pay them and export the payout file. */
export default function PayoutsPage() {
  const t = useT();
  const settings = usePayoutSettings();
  const [period, setPeriod] = useState<string>('');
  const periodEnd = period || settings.data?.periods[0] || '';
  const statements = useAdminStatements({ periodEnd: periodEnd || undefined });
  const [paying, setPaying] = useState<StatementDto | null>(null);
  const rows = statements.data?.statements ?? [];
  // What the admin still pays: statements owed (or being paid) for more than zero; a balance below zero
  // is carried to the farm's next statement, not paid back.
  const owed = rows
    .filter((s) => isPayable(s) || s.status === 'processing')
    .reduce((sum, s) => sum + s.owedCents, 0);
  return (
    <section className="grid gap-5">
      <div>
        <h2 className="text-2xl text-soil">{t('admin.nav.payouts')}</h2>
        <p className="mt-1 text-soil">{t('admin.payouts.intro')}</p>
      </div>
      {settings.data && <FeeSettings settings={settings.data} />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('admin.period')}
          value={periodEnd}
          onChange={(e) => setPeriod(e.target.value)}
          className="min-w-56"
        >
          {(settings.data?.periods ?? []).map((p) => (
            <option key={p} value={p}>
              {t('admin.payouts.windowClosedOn', { date: formatShortDate(p, t.locale) })}
            </option>
          ))}
          {!settings.data?.periods.length && <option value="">{t('admin.payouts.noStatementsYet')}</option>}
        </SelectField>
        <p className="text-soil">
          {t('admin.payouts.stillToPay')} <strong className="tabular">{formatCents(owed, t.locale)}</strong>
        </p>
        <Button
          variant="secondary"
          disabled={!periodEnd}
          onClick={() =>
            void download(fileUrl(payoutsApi.payoutFile, { periodEnd }), `payouts-${periodEnd}.csv`)
          }
        >
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          {t('admin.payouts.file')}
        </Button>
      </div>
      {statements.isLoading ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : (
        <Table
          caption={t('admin.payouts.caption')}
          columns={columns(t, { onMarkPaid: setPaying })}
          rows={rows}
          rowKey={(s) => s.id}
          cards
          framed
          empty={<EmptyState message={t('admin.payouts.none')} />}
        />
      )}
      <MarkPaidDialog statement={paying} onClose={() => setPaying(null)} />
    </section>
  );
}
