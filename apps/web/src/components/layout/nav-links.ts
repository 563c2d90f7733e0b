/** The site's sections, in header order (SPEC 2 public routes). */
export const NAV_LINKS = [
  { to: '/farms', label: 'Farms' },
  { to: '/marketpopups', label: 'Markets & Pop-ups' },
  { to: '/toyourdoor', label: 'To Your Door' },
  { to: '/recipes', label: 'Recipes' },
  { to: '/schools', label: 'Schools' },
  { to: '/about', label: 'About' },
  { to: '/become_a_farmer', label: 'Become a Farmer' },
] as const;

/** The signed-in user's links (SPEC 2 user menu). */
export const ACCOUNT_LINKS = [
  { to: '/userprofile', label: 'Profile' },
  { to: '/orders', label: 'Orders' },
  { to: '/changepassword', label: 'Change Password' },
] as const;

/** The user menu's links: the portal of the user's role first (farmer, pick-up host, admin). */
export function accountLinks(profile: { userType: number; isAdmin: boolean } | undefined) {
  const portals: { to: string; label: string }[] = [];
  if (profile?.userType === 1) portals.push({ to: '/farmer', label: 'Farmer Portal' });
  if (profile?.userType === 5) portals.push({ to: '/pickups', label: 'Pickups' });
  if (profile?.isAdmin) portals.push({ to: '/admin', label: 'Admin' });
  return [...portals, ...ACCOUNT_LINKS];
}
