import { Outlet } from 'react-router';
import type { SellerApproval } from '@lfm/core';
import { useFarmerFarm } from '../../api/farmer-farm';
import { Alert } from '../../components/alert';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PortalNav } from '../../components/portal-nav';
import { useT, type PortalKey } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { FarmProfileForm } from './farm-page';

const LINKS = [
  { to: '/farmer', label: 'farmer.dashboard', end: true },
  { to: '/farmer/orders', label: 'farmer.orders' },
  { to: '/farmer/inventory', label: 'farmer.inventory' },
  { to: '/farmer/distributions', label: 'farmer.distributions' },
  { to: '/farmer/statements', label: 'farmer.statements' },
  { to: '/farmer/messages', label: 'farmer.messages' },
  { to: '/farmer/farm', label: 'farmer.farmProfile' },
] satisfies { to: string; label: PortalKey; end?: boolean }[];

/** Issue 13: a farmer who signed up is told the farm stays hidden until an admin approves the account. */
function ApprovalNotice({ approval }: { approval: SellerApproval }) {
  const t = useT();
  if (approval === 'approved') return null;
  const declined = approval === 'declined';
  return (
    <Alert
      tone={declined ? 'error' : 'info'}
      title={t(declined ? 'farmer.approval.declinedTitle' : 'farmer.approval.pendingTitle')}
      className="mb-6"
    >
      {t(declined ? 'farmer.approval.declined' : 'farmer.approval.pending')}
    </Alert>
  );
}

/**
 * The farmer portal: its own navigation; only farmers (user type 1) get in, and a farm comes first. Its
 * words are the catalogue's portal part, which its route loads before it draws (app/routes.tsx).
 */
export default function FarmerLayout() {
  const t = useT();
  const { userType } = useSession();
  const farm = useFarmerFarm();
  const title = t('farmer.portal');
  if (userType !== 1)
    return (
      <Page title={title}>
        <EmptyState message={t('farmer.onlyFarmers')} />
      </Page>
    );
  if (!farm.data)
    return <Page title={title}>{<div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />}</Page>;
  if (!farm.data.farm)
    return (
      <Page title={title}>
        <ApprovalNotice approval={farm.data.approval} />
        <Alert tone="info" title={t('farmer.welcome.title')} className="mb-6">
          {t('farmer.welcome.text')}
        </Alert>
        <FarmProfileForm farm={null} />
      </Page>
    );
  return (
    <Page title={title}>
      <ApprovalNotice approval={farm.data.approval} />
      <PortalNav label={title} links={LINKS.map((l) => ({ ...l, label: t(l.label) }))} />
      <Outlet />
    </Page>
  );
}
