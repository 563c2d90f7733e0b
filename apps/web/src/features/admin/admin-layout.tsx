import { Outlet } from 'react-router';
import { useProfile } from '../../api/get-profile';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PortalNav, type PortalLink } from '../../components/portal-nav';

const LINKS = [
  { to: '/admin', label: 'Applications', end: true },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/markets', label: 'Markets' },
  { to: '/admin/recipes', label: 'Recipes' },
  { to: '/admin/payouts', label: 'Payouts' },
  { to: '/admin/money', label: 'Money' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/audit', label: 'Audit trail' },
  { to: '/admin/undos', label: 'Failed undos' },
] satisfies PortalLink[];

/** The admin pages: their own navigation; only marketplace admins (profile isAdmin) get in. */
export default function AdminLayout() {
  const profile = useProfile();
  if (profile.data?.isAdmin !== true)
    return (
      <Page title="Admin">
        {profile.isLoading ? (
          <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />
        ) : (
          <EmptyState message="The admin pages are for marketplace admins." />
        )}
      </Page>
    );
  return (
    <Page title="Admin">
      <PortalNav label="Admin" links={LINKS} />
      <Outlet />
    </Page>
  );
}
