import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { UserType, WholesaleType, type AdminUserDto as AdminUser } from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { useAdminUsers } from '../../api/admin';
import { useAdminAction } from '../../api/admin-action';
import { useProfile } from '../../api/get-profile';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PagedList } from '../../components/paged-list';
import { usePagedFilters } from '../../components/use-paging';
import { useT, type MessageKey, type Translate } from '../../lib/i18n';

const done = { onSuccess: ({ message }: { message: string }) => toast.success(message) };
const badge = 'rounded-full px-2.5 py-0.5 text-sm font-semibold';

/** SPEC 3's kinds of account and wholesale buyer, in the shop's words (the sign-up form says them too). */
const USER_TYPES: Record<number, MessageKey> = {
  [UserType.Farmer]: 'userType.farmer',
  [UserType.Customer]: 'userType.customer',
  [UserType.Wholesaler]: 'userType.wholesaler',
  [UserType.School]: 'userType.school',
  [UserType.PickUpHost]: 'userType.host',
};
const WHOLESALE_TYPES: Record<number, MessageKey> = {
  [WholesaleType.University]: 'wholesaleType.university',
  [WholesaleType.School]: 'userType.school',
  [WholesaleType.Restaurant]: 'wholesaleType.restaurant',
  [WholesaleType.Other]: 'wholesaleType.other',
};

/** 'Wholesale Buyer · Restaurant', 'Farmer'. */
function typeLabel(t: Translate, u: AdminUser) {
  const type = USER_TYPES[u.userType];
  const kind = type ? t(type) : t('admin.user.type', { n: u.userType });
  const sub =
    u.userType === UserType.Wholesaler && u.consumerType ? WHOLESALE_TYPES[u.consumerType] : undefined;
  return sub ? t('admin.user.typeAndKind', { type: kind, kind: t(sub) }) : kind;
}

function UserCard({ u, isMe }: { u: AdminUser; isMe: boolean }) {
  const t = useT();
  const disable = useAdminAction(adminApi.disableUser);
  const [confirming, setConfirming] = useState(false);
  const invoice = useAdminAction(adminApi.invoiceStatus);
  const paysByInvoice = u.invoiceStatus === 0;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-white p-4">
      <div className="min-w-0">
        <p className="font-semibold text-soil">
          {u.firstName} {u.lastName} <span className="font-normal text-soil-muted">#{u._id}</span>
        </p>
        <p className="break-all text-soil">{u.email}</p>
        <p className="mt-1 flex flex-wrap gap-2">
          <span className={`${badge} bg-leaf-tint text-leaf-dark`}>{typeLabel(t, u)}</span>
          {u.role === 'admin' && (
            <span className={`${badge} bg-harvest-tint text-soil`}>{t('admin.user.admin')}</span>
          )}
          {paysByInvoice && (
            <span className={`${badge} bg-harvest-tint text-soil`}>{t('admin.user.paysByInvoice')}</span>
          )}
          {u.disabled && (
            <span className={`${badge} bg-berry/10 text-berry`}>{t('admin.user.disabled')}</span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {(u.userType === UserType.Wholesaler || paysByInvoice) && (
          <Button
            size="sm"
            variant="secondary"
            loading={invoice.isPending}
            onClick={() => invoice.mutate({ userId: u._id, approved: !paysByInvoice }, done)}
          >
            {t(paysByInvoice ? 'admin.user.withdrawInvoices' : 'admin.user.allowInvoices')}
          </Button>
        )}
        {!isMe && (
          <Button
            size="sm"
            variant="ghost"
            loading={disable.isPending}
            onClick={() =>
              u.disabled ? disable.mutate({ userId: u._id, disabled: false }, done) : setConfirming(true)
            }
          >
            {t(u.disabled ? 'admin.user.enable' : 'admin.user.disable')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.user.disableTitle', { name: `${u.firstName} ${u.lastName}` })}
        confirmLabel={t('admin.user.disable')}
        busy={disable.isPending}
        onConfirm={() =>
          disable.mutate(
            { userId: u._id, disabled: true },
            {
              onSuccess: (r) => {
                done.onSuccess(r);
                setConfirming(false);
              },
            },
          )
        }
      >
        <p className="mb-4 text-soil">{t('admin.user.disableText')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** Find users by name or email; disable or enable them, and let wholesale buyers pay by invoice. */
export default function AdminUsersPage() {
  const t = useT();
  const [text, setText] = useState('');
  const {
    filters: { search },
    page,
    setFilters,
    setPage,
  } = usePagedFilters({ search: '' });
  const { data } = useAdminUsers(search, page);
  const me = useProfile().data?._id;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ search: text.trim() });
  };
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-2xl text-soil">{t('admin.nav.users')}</h2>
        <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
          <input
            type="search"
            placeholder={t('admin.users.searchPlaceholder')}
            aria-label={t('admin.users.searchLabel')}
            maxLength={30}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2"
          />
          <Button type="submit" variant="secondary">
            {t('admin.users.search')}
          </Button>
        </form>
      </div>
      <PagedList
        data={data}
        page={page}
        onPageChange={setPage}
        label={t('admin.users.pages')}
        empty={t(search ? 'admin.users.noMatch' : 'admin.users.none')}
      >
        {(u) => <UserCard key={u._id} u={u} isMe={u._id === me} />}
      </PagedList>
    </div>
  );
}
