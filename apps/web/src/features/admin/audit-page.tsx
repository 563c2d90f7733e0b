import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_KEYS,
  DEFAULT_TIME_ZONE,
  adminAuditFilters,
  auditActionLabel,
  firstMessage,
  formatAuditDetail,
  type AuditEntryDto,
  type AuditFilters,
} from '@lfm/core';
import { AUDIT_PAGE_SIZE, adminAuditCsvPath, useAdminAudit } from '../../api/admin-audit';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { SelectField, TextField } from '../../components/field';
import { Pagination } from '../../components/pagination';
import { Table, type Column } from '../../components/table';
import { usePagedFilters } from '../../components/use-paging';

/** When, in the marketplace's time (the CSV's too). */
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  });

/** The actor's name over their email (a long email breaks anywhere rather than widen the table). */
function Who({ entry: e }: { entry: AuditEntryDto }) {
  if (e.actorUserId === null) return 'System';
  if (!e.actorEmail) return `Account #${e.actorUserId}`;
  return (
    <span className="block min-w-0">
      {e.actorName}
      <span className="block text-sm break-all text-soil-muted">{e.actorEmail}</span>
    </span>
  );
}

const COLUMNS: Column<AuditEntryDto>[] = [
  {
    header: 'When',
    rowHeader: true,
    phone: 'title',
    cell: (e) => when(e.at),
    className: 'whitespace-nowrap',
  },
  { header: 'Who', cell: (e) => <Who entry={e} /> },
  { header: 'What', cell: (e) => auditActionLabel(e.action) },
  {
    header: 'Subject',
    cell: (e) => (e.subjectId == null ? e.subjectType : `${e.subjectType} #${e.subjectId}`),
  },
  { header: 'Details', cell: (e) => formatAuditDetail(e.detail) || '—', className: 'text-sm' },
  { header: 'From', phoneLabel: 'Address', cell: (e) => e.ip ?? '—', className: 'tabular' },
];

const NO_FILTERS: AuditFilters = {};

/** The filters' form (checked as the server checks them) and the CSV of the applied ones. */
function Filters({ applied, onApply }: { applied: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const [problem, setProblem] = useState<string>();
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const check = adminAuditFilters.safeParse({
      actor: f.get('actor'),
      action: f.get('action'),
      from: f.get('from'),
      to: f.get('to'),
    });
    if (!check.success) return setProblem(firstMessage(check.error));
    setProblem(undefined);
    // Every field is in the form, so the result names all four: it replaces the filters applied before.
    onApply(check.data);
  };
  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label="Filter the audit trail"
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
    >
      <TextField label="Who" name="actor" placeholder="Name, email or user id" maxLength={30} />
      <SelectField label="What" name="action" defaultValue="">
        <option value="">Every action</option>
        {AUDIT_ACTION_KEYS.map((a) => (
          <option key={a} value={a}>
            {AUDIT_ACTIONS[a]}
          </option>
        ))}
      </SelectField>
      <TextField label="From" name="from" type="date" />
      <TextField label="To" name="to" type="date" />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download(adminAuditCsvPath(applied), 'audit-trail.csv')}
        >
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          CSV
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-berry sm:col-span-2 lg:w-full">
          {problem}
        </p>
      )}
    </form>
  );
}

/**
 * Issue 34.7: who changed money or access, when, what and from where (append-only on the server),
 * filtered by who, what and when, a page at a time, and as CSV.
 */
export default function AuditPage() {
  const { filters, page, setFilters, setPage } = usePagedFilters<AuditFilters>(NO_FILTERS);
  const { data } = useAdminAudit(filters, page);
  return (
    <section className="grid gap-5">
      <div>
        <h2 className="text-2xl text-soil">Audit trail</h2>
        <p className="mt-1 text-soil">
          Every change to money or access: approvals, accounts, invoices, refunds, prices, fees and payouts.
        </p>
      </div>
      <Filters applied={filters} onApply={setFilters} />
      {!data ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.total === 0 ? (
        <EmptyState message="No entries match these filters." />
      ) : (
        <>
          <Table
            caption="Audit trail"
            columns={COLUMNS}
            rows={data.result}
            rowKey={(e) => e._id}
            cards
            framed
            dense
          />
          <Pagination
            page={page}
            total={data.total}
            limit={AUDIT_PAGE_SIZE}
            onPageChange={setPage}
            label="Audit trail pages"
          />
        </>
      )}
    </section>
  );
}
