import type { MessageKey } from '../../lib/i18n';

/** The site's sections, in header order (SPEC 2 public routes); labels are catalogue keys. */
export const NAV_LINKS = [
  { to: '/farms', label: 'nav.farms' },
  { to: '/marketpopups', label: 'nav.markets' },
  { to: '/toyourdoor', label: 'nav.toYourDoor' },
  { to: '/recipes', label: 'nav.recipes' },
  { to: '/schools', label: 'nav.schools' },
  { to: '/about', label: 'nav.about' },
  { to: '/become_a_farmer', label: 'nav.becomeFarmer' },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** The signed-in user's links (SPEC 2 user menu). */
export const ACCOUNT_LINKS = [
  { to: '/userprofile', label: 'nav.profile' },
  { to: '/orders', label: 'nav.orders' },
  { to: '/changepassword', label: 'nav.changePassword' },
] as const satisfies readonly { to: string; label: MessageKey }[];

/** The user menu's links: the portal of the user's role first (farmer, pick-up host, admin). */
export function accountLinks(profile: { userType: number; isAdmin: boolean } | undefined) {
  const portals: { to: string; label: MessageKey }[] = [];
  if (profile?.userType === 1) portals.push({ to: '/farmer', label: 'nav.farmerPortal' });
  if (profile?.userType === 5) portals.push({ to: '/pickups', label: 'nav.pickups' });
  if (profile?.isAdmin) portals.push({ to: '/admin', label: 'nav.admin' });
  return [...portals, ...ACCOUNT_LINKS];
}
