import { Outlet } from 'react-router';
import { APPROVAL_MESSAGES, type SellerApproval } from '@lfm/core';
import { useFarmerFarm } from '../../api/farmer-farm';
import { Alert } from '../../components/alert';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PortalNav, type PortalLink } from '../../components/portal-nav';
import { useSession } from '../../lib/session';
import { FarmProfileForm } from './farm-page';

const LINKS = [
  { to: '/farmer', label: 'Dashboard', end: true },
  { to: '/farmer/orders', label: 'Orders' },
  { to: '/farmer/inventory', label: 'Inventory' },
  { to: '/farmer/distributions', label: 'Distributions' },
  { to: '/farmer/statements', label: 'Statements' },
  { to: '/farmer/messages', label: 'Messages' },
  { to: '/farmer/farm', label: 'Farm profile' },
] satisfies PortalLink[];

/** Issue 13: a farmer who signed up is told the farm stays hidden until an admin approves the account. */
function ApprovalNotice({ approval }: { approval: SellerApproval }) {
  if (approval === 'approved') return null;
  return (
    <Alert
      tone={approval === 'declined' ? 'error' : 'info'}
      title={approval === 'declined' ? 'Account not approved' : 'Your account awaits approval'}
      className="mb-6"
    >
      {APPROVAL_MESSAGES[approval]}
    </Alert>
  );
}

/** The farmer portal: its own navigation; only farmers (user type 1) get in, and a farm comes first. */
export default function FarmerLayout() {
  const { userType } = useSession();
  const farm = useFarmerFarm();
  if (userType !== 1)
    return (
      <Page title="Farmer portal">
        <EmptyState message="The farmer portal is for farmers. Sign in with your farmer account." />
      </Page>
    );
  if (!farm.data)
    return (
      <Page title="Farmer portal">{<div className="h-64 animate-pulse rounded-xl bg-leaf-tint/50" />}</Page>
    );
  if (!farm.data.farm)
    return (
      <Page title="Farmer portal">
        <ApprovalNotice approval={farm.data.approval} />
        <Alert tone="info" title="Welcome! Tell buyers about your farm first." className="mb-6">
          Your farm profile is what buyers see on the Farms page. Once it is saved you can add products and
          the days you distribute them.
        </Alert>
        <FarmProfileForm farm={null} />
      </Page>
    );
  return (
    <Page title="Farmer portal">
      <ApprovalNotice approval={farm.data.approval} />
      <PortalNav label="Farmer portal" links={LINKS} />
      <Outlet />
    </Page>
  );
}
