import { NavLink, Outlet } from 'react-router';
import { useFarmerFarm } from '../../api/farmer';
import { Alert } from '../../components/alert';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { FarmProfileForm } from './farm-page';

const LINKS = [
  { to: '/farmer', label: 'Dashboard', end: true },
  { to: '/farmer/orders', label: 'Orders' },
  { to: '/farmer/inventory', label: 'Inventory' },
  { to: '/farmer/distributions', label: 'Distributions' },
  { to: '/farmer/farm', label: 'Farm profile' },
] as const;

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
        <Alert tone="info" title="Welcome! Tell buyers about your farm first." className="mb-6">
          Your farm profile is what buyers see on the Farms page. Once it is saved you can add products and
          the days you distribute them.
        </Alert>
        <FarmProfileForm farm={null} />
      </Page>
    );
  return (
    <Page title="Farmer portal">
      <nav
        aria-label="Farmer portal"
        className="-mx-1 mb-6 flex gap-2 overflow-x-auto border-b border-line px-1 pb-3"
      >
        {LINKS.map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end={'end' in l}
            className={({ isActive }) =>
              cn(
                'shrink-0 rounded-full px-4 py-1.5 font-semibold',
                isActive ? 'bg-leaf text-white' : 'text-soil hover:bg-leaf-tint',
              )
            }
          >
            {l.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Page>
  );
}
