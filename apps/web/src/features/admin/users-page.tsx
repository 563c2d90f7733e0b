import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { USER_TYPE_LABELS, UserType, WHOLESALE_TYPE_LABELS, type AdminUserDto as AdminUser } from '@lfm/core';
import { adminApi } from '@lfm/core/routes';
import { useAdminUsers } from '../../api/admin';
import { useAdminAction } from '../../api/admin-action';
import { useProfile } from '../../api/get-profile';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PagedList } from '../../components/paged-list';
import { usePagedFilters } from '../../components/use-paging';

const done = { onSuccess: ({ message }: { message: string }) => toast.success(message) };
const badge = 'rounded-full px-2.5 py-0.5 text-sm font-semibold';

/** 'Wholesale Buyer · Restaurant', 'Farmer'. */
function typeLabel(u: AdminUser) {
  const kind = USER_TYPE_LABELS[u.userType] ?? `Type ${u.userType}`;
  const sub =
    u.userType === UserType.Wholesaler && u.consumerType ? WHOLESALE_TYPE_LABELS[u.consumerType] : null;
  return sub ? `${kind} · ${sub}` : kind;
}

function UserCard({ u, isMe }: { u: AdminUser; isMe: boolean }) {
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
          <span className={`${badge} bg-leaf-tint text-leaf-dark`}>{typeLabel(u)}</span>
          {u.role === 'admin' && <span className={`${badge} bg-harvest-tint text-soil`}>Admin</span>}
          {paysByInvoice && <span className={`${badge} bg-harvest-tint text-soil`}>Pays by invoice</span>}
          {u.disabled && <span className={`${badge} bg-berry/10 text-berry`}>Disabled</span>}
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
            {paysByInvoice ? 'Withdraw invoices' : 'Allow invoices'}
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
            {u.disabled ? 'Enable' : 'Disable'}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disable ${u.firstName} ${u.lastName}?`}
        confirmLabel="Disable"
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
        <p className="mb-4 text-soil">
          They are signed out everywhere and cannot sign in until enabled again.
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** Find users by name or email; disable or enable them, and let wholesale buyers pay by invoice. */
export default function AdminUsersPage() {
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
        <h2 className="mr-auto text-2xl text-soil">Users</h2>
        <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:w-auto">
          <input
            type="search"
            placeholder="Name or email"
            aria-label="Search users by name or email"
            maxLength={30}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-line px-3 py-2"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
      </div>
      <PagedList
        data={data}
        page={page}
        onPageChange={setPage}
        label="User pages"
        empty={search ? 'No users match.' : 'No users yet.'}
      >
        {(u) => <UserCard key={u._id} u={u} isMe={u._id === me} />}
      </PagedList>
    </div>
  );
}
