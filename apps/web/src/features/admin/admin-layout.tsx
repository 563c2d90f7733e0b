import { Outlet } from 'react-router';
import { useProfile } from '../../api/get-profile';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PortalNav, type PortalLink } from '../../components/portal-nav';
import { useT, type Translate } from '../../lib/i18n';

const links = (t: Translate) =>
  [
    { to: '/admin', label: t('admin.nav.applications'), end: true },
    { to: '/admin/users', label: t('admin.nav.users') },
    { to: '/admin/markets', label: t('admin.nav.markets') },
    { to: '/admin/recipes', label: t('admin.nav.recipes') },
    { to: '/admin/payouts', label: t('admin.nav.payouts') },
    { to: '/admin/money', label: t('admin.nav.money') },
    { to: '/admin/reports', label: t('admin.nav.reports') },
    { to: '/admin/audit', label: t('admin.nav.audit') },
    { to: '/admin/undos', label: t('admin.nav.undos') },
  ] satisfies PortalLink[];

/** The admin pages: their own navigation; only marketplace admins (profile isAdmin) get in. */
export default function AdminLayout() {
  const t = useT();
  const profile = useProfile();
  if (profile.data?.isAdmin !== true)
    return (
      <Page title={t('nav.admin')}>
        {profile.isLoading ? (
          <div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />
        ) : (
          <EmptyState message={t('admin.onlyAdmins')} />
        )}
      </Page>
    );
  return (
    <Page title={t('nav.admin')}>
      <PortalNav label={t('nav.admin')} links={links(t)} />
      <Outlet />
    </Page>
  );
}
