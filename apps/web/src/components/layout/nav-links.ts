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

/** The signed-in user's links (SPEC 2 user menu). Orders has no page of its own yet. */
export const ACCOUNT_LINKS = [
  { to: '/userprofile', label: 'Profile' },
  { to: '/orders', label: 'Orders' },
  { to: '/changepassword', label: 'Change Password' },
] as const;
