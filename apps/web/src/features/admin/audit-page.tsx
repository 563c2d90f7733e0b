import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_KEYS,
  DEFAULT_TIME_ZONE,
  adminAuditFilters,
  auditActionLabel,
  auditSubjectLabel,
  firstMessage,
  formatAuditDetail,
  type AuditEntryDto,
  type AuditFilters,
} from '@lfm/core';
import { LOCALES, type Locale } from '@lfm/core/i18n/locales';
import { AUDIT_PAGE_SIZE, adminAuditCsvPath, useAdminAudit } from '../../api/admin-audit';
import { download } from '../../api/download';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { SelectField, TextField } from '../../components/field';
import { Pagination } from '../../components/pagination';
import { Table, type Column } from '../../components/table';
import { usePagedFilters } from '../../components/use-paging';
import { useT, type Translate } from '../../lib/i18n';

/** When, in the marketplace's time (the CSV's too). */
const when = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleString(LOCALES[locale].intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  });

/** The actor's name over their email (a long email breaks anywhere rather than widen the table). */
function Who({ entry: e }: { entry: AuditEntryDto }) {
  const t = useT();
  if (e.actorUserId === null) return t('admin.audit.system');
  if (!e.actorEmail) return t('admin.audit.account', { id: e.actorUserId });
  return (
    <span className="block min-w-0">
      {e.actorName}
      <span className="block text-sm break-all text-soil-muted">{e.actorEmail}</span>
    </span>
  );
}

/**
 * The entries' columns. The subject's kind ('user', 'order') and the detail's fields are the records' own
 * names, shown as recorded (the CSV has them alike).
 */
const columns = (t: Translate): Column<AuditEntryDto>[] => [
  {
    header: t('admin.audit.when'),
    rowHeader: true,
    phone: 'title',
    cell: (e) => when(e.at, t.locale),
    className: 'whitespace-nowrap',
  },
  { header: t('admin.audit.who'), cell: (e) => <Who entry={e} /> },
  { header: t('admin.audit.what'), cell: (e) => auditActionLabel(e.action, t.locale) },
  {
    header: t('admin.audit.subject'),
    cell: (e) => {
      const subject = auditSubjectLabel(e.subjectType, t.locale);
      return e.subjectId == null ? subject : `${subject} #${e.subjectId}`;
    },
  },
  {
    header: t('admin.audit.details'),
    cell: (e) => formatAuditDetail(e.detail, t.locale) || '—',
    className: 'text-sm',
  },
  {
    header: t('admin.audit.origin'),
    phoneLabel: t('admin.audit.address'),
    cell: (e) => e.ip ?? '—',
    className: 'tabular',
  },
];

const NO_FILTERS: AuditFilters = {};

/** The filters' form (checked as the server checks them) and the CSV of the applied ones. */
function Filters({ applied, onApply }: { applied: AuditFilters; onApply: (f: AuditFilters) => void }) {
  const t = useT();
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
      aria-label={t('admin.audit.filters')}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
    >
      <TextField
        label={t('admin.audit.who')}
        name="actor"
        placeholder={t('admin.audit.whoHint')}
        maxLength={30}
      />
      <SelectField label={t('admin.audit.what')} name="action" defaultValue="">
        <option value="">{t('admin.audit.everyAction')}</option>
        {AUDIT_ACTION_KEYS.map((a) => (
          <option key={a} value={a}>
            {t(AUDIT_ACTIONS[a])}
          </option>
        ))}
      </SelectField>
      <TextField label={t('portal.from')} name="from" type="date" />
      <TextField label={t('portal.to')} name="to" type="date" />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" variant="secondary">
          {t('admin.apply')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download(adminAuditCsvPath(applied), 'audit-trail.csv')}
        >
          <Download className="size-4" strokeWidth={1.75} aria-hidden />
          {t('admin.csv')}
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-berry sm:col-span-2 lg:w-full">
          {t.text(problem)}
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
  const t = useT();
  const { filters, page, setFilters, setPage } = usePagedFilters<AuditFilters>(NO_FILTERS);
  const { data } = useAdminAudit(filters, page);
  return (
    <section className="grid gap-5">
      <div>
        <h2 className="text-2xl text-soil">{t('admin.nav.audit')}</h2>
        <p className="mt-1 text-soil">{t('admin.audit.intro')}</p>
      </div>
      <Filters applied={filters} onApply={setFilters} />
      {!data ? (
        <div className="h-40 animate-pulse rounded-xl bg-leaf-tint/50" />
      ) : data.total === 0 ? (
        <EmptyState message={t('admin.audit.noMatch')} />
      ) : (
        <>
          <Table
            caption={t('admin.nav.audit')}
            columns={columns(t)}
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
            label={t('admin.audit.pages')}
          />
        </>
      )}
    </section>
  );
}
