/** SPEC 9: address shown as comma-separated present parts. */
export const formatAddress = (a: {
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}) =>
  [a.addressLine1, a.addressLine2, a.city, a.state, a.postalCode]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');

/** Money is integer cents everywhere; this is the edge. */
export const formatCents = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
