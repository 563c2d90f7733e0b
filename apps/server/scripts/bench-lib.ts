/** What the benchmarks (bench.ts, bench-checkout.ts, bench-catalog.ts) share. */

/** The API client the benchmarks' servers are configured with, and its Basic authorization. */
export const BENCH_CLIENT = { CLIENT_ID: 'bench-client', CLIENT_SECRET: 'bench-secret' };
export const BENCH_AUTH = `Basic ${Buffer.from(`${BENCH_CLIENT.CLIENT_ID}:${BENCH_CLIENT.CLIENT_SECRET}`).toString('base64')}`;

/** A checkout's billing details, as the checkout page sends them. */
export const BENCH_BILLING = {
  firstName: 'Bench',
  lastName: 'Buyer',
  addressLine1: '1 Main St',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
  country: 'United States',
  phoneNumber: '5185550100',
};

/** The value below which `p` of the sorted samples fall (nearest rank); NaN without samples. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
