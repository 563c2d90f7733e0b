import { useState } from 'react';
import { toast } from 'sonner';
import {
  formatAddress,
  formatOrderDate,
  shownCountry,
  type ApplicationStatus,
  type FarmerApplicationDto as FarmerApplication,
} from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { useAdminApplications } from '../../api/admin';
import { useAdminAction } from '../../api/admin-action';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PagedList } from '../../components/paged-list';
import { usePagedFilters } from '../../components/use-paging';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

const STATUSES = {
  pending: 'admin.application.pending',
  approved: 'admin.application.approved',
  declined: 'admin.application.declined',
} as const satisfies Record<ApplicationStatus, string>;
const STATUS_VALUES = Object.keys(STATUSES) as ApplicationStatus[];
const BADGE: Record<ApplicationStatus, string> = {
  pending: 'bg-harvest-tint text-soil',
  approved: 'bg-leaf-tint text-leaf-dark',
  declined: 'bg-berry/10 text-berry',
};
const done = { onSuccess: ({ message }: { message: string }) => toast.success(message) };

function ApplicationCard({
  a,
  onApprove,
  approving,
  onDecline,
}: {
  a: FarmerApplication;
  onApprove: () => void;
  approving: boolean;
  onDecline: () => void;
}) {
  const t = useT();
  const name = `${a.firstName} ${a.lastName}`;
  return (
    <li
      className="rounded-xl border border-line bg-white p-5"
      aria-label={t('admin.application.label', { name, email: a.email })}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-soil">
            {name}{' '}
            <span className={cn('ml-1 rounded-full px-2.5 py-0.5 text-sm font-semibold', BADGE[a.status])}>
              {a.status in STATUSES ? t(STATUSES[a.status]) : a.status}
            </span>
          </p>
          <p className="break-all text-soil">{a.email}</p>
          <p className="text-sm text-soil-muted">
            {a.phone && `${a.phone} · `}
            {formatAddress(a)}
            {a.country ? `, ${shownCountry(a.country, t.locale)}` : ''}
          </p>
          <p className="text-sm text-soil-muted">
            {t(a.userId ? 'admin.application.signedUp' : 'admin.application.applied', {
              date: formatOrderDate(a.createdAt, t.locale),
            })}
          </p>
          {a.userId && a.status === 'pending' && (
            <p className="text-sm text-soil">{t('admin.application.hasFarm')}</p>
          )}
        </div>
        {a.status === 'pending' && (
          <div className="flex gap-2">
            <Button size="sm" onClick={onApprove} loading={approving}>
              {t('admin.application.approve')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onDecline}>
              {t('admin.application.decline')}
            </Button>
          </div>
        )}
      </div>
      {(a.certifications || a.questions) && (
        <dl className="mt-3 grid gap-2 text-sm text-soil sm:grid-cols-2">
          {a.certifications && (
            <div>
              <dt className="font-semibold">{t('admin.application.certifications')}</dt>
              <dd className="whitespace-pre-line">{a.certifications}</dd>
            </div>
          )}
          {a.questions && (
            <div>
              <dt className="font-semibold">{t('admin.application.questions')}</dt>
              <dd className="whitespace-pre-line">{a.questions}</dd>
            </div>
          )}
        </dl>
      )}
    </li>
  );
}

/**
 * Farmer applications from become-a-farmer (approving creates the farmer and emails a set-password
 * link) and farmers' own sign-ups (approving lists the farm).
 */
export default function AdminApplicationsPage() {
  const t = useT();
  const {
    filters: { status },
    page,
    setFilters,
    setPage,
  } = usePagedFilters<{ status: ApplicationStatus | null }>({ status: 'pending' });
  const [declining, setDeclining] = useState<FarmerApplication | null>(null);
  const { data } = useAdminApplications(status, page);
  const approve = useAdminAction(adminApi.approveApplication);
  const decline = useAdminAction(adminApi.declineApplication);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">{t('admin.applications.title')}</h2>
        <select
          aria-label={t('portal.filterByStatus')}
          className="rounded-lg border border-line bg-white px-3 py-2"
          value={status ?? ''}
          onChange={(e) => {
            setFilters({ status: e.target.value === '' ? null : (e.target.value as ApplicationStatus) });
          }}
        >
          {STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {t(STATUSES[s])}
            </option>
          ))}
          <option value="">{t('portal.everyStatus')}</option>
        </select>
      </div>
      <PagedList
        data={data}
        page={page}
        onPageChange={setPage}
        label={t('admin.applications.pages')}
        empty={t(status === 'pending' ? 'admin.applications.noneWaiting' : 'admin.applications.none')}
      >
        {(a) => (
          <ApplicationCard
            key={a.id}
            a={a}
            onApprove={() => approve.mutate({ applicationId: a.id }, done)}
            approving={approve.isPending && approve.variables?.applicationId === a.id}
            onDecline={() => setDeclining(a)}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={t('admin.application.declineTitle')}
        confirmLabel={t('admin.application.decline')}
        busy={decline.isPending}
        onConfirm={() =>
          declining &&
          decline.mutate(
            { applicationId: declining.id },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                setDeclining(null);
              },
            },
          )
        }
      >
        {declining && (
          <p className="mb-4 text-soil">
            {t('admin.application.declineText', {
              name: `${declining.firstName} ${declining.lastName}`,
              email: declining.email,
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
