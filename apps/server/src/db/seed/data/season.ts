import type { DemoUserSeed } from './accounts';

/** How many weeks of past orders the demo has, and how many orders an average week brings. */
export const SEASON_WEEKS = 12;
export const ORDERS_PER_WEEK = 10;

/**
 * Neighbours who shop the demo markets (no sign-in is advertised for them): the season's other buyers,
 * near the markets and in the shipping farms' cities, so pickups, deliveries and parcels all happen.
 */
export const SEASON_BUYERS: Omit<DemoUserSeed, 'label'>[] = [
  ['Maya', 'Brooks', '12534', 'Hudson', 'NY', '227 Allen St'],
  ['Owen', 'Fitzgerald', '12534', 'Hudson', 'NY', '14 Union St'],
  ['Priya', 'Raman', '11215', 'Brooklyn', 'NY', '480 5th St'],
  ['Theo', 'Lindqvist', '11217', 'Brooklyn', 'NY', '92 St Marks Ave'],
  ['Grace', 'Okafor', '01060', 'Northampton', 'MA', '31 Elm St'],
  ['Sam', 'Whitaker', '01002', 'Amherst', 'MA', '8 Dickinson St'],
  ['Lena', 'Novak', '08542', 'Princeton', 'NJ', '19 Nassau St'],
  ['Marcus', 'Bell', '10025', 'New York', 'NY', '301 W 105th St'],
  ['Rosa', 'Jimenez', '19103', 'Philadelphia', 'PA', '1700 Spruce St'],
  ['Ben', 'Carver', '12561', 'New Paltz', 'NY', '5 Huguenot St'],
].map(([firstName, lastName, postalCode, city, state, addressLine1], i) => ({
  email: `${firstName!.toLowerCase()}.${lastName!.toLowerCase()}@neighbours.demo.local`,
  firstName: firstName!,
  lastName: lastName!,
  phone: `51855502${String(i).padStart(2, '0')}`,
  userType: 2 as const,
  address: {
    addressLine1: addressLine1!,
    addressLine2: '',
    city: city!,
    state: state!,
    postalCode: postalCode!,
  },
}));

/**
 * The two subscriptions still running (SPEC 4: a subscription item starts one): the demo customer's
 * weekly vegetable share and a neighbour's milk. Started `weeksAgo`, renewed since by the renewal job.
 */
export const SEASON_SUBSCRIPTIONS = [
  { buyer: 'customer@demo.local', product: 'Weekly Vegetable Share', weeksAgo: 3 },
  { buyer: 'grace.okafor@neighbours.demo.local', product: 'Whole Milk', weeksAgo: 2 },
];
