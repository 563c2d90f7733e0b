import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { stripeEndpoint } from '../payments';
import { localPayouts } from './local';
import { stripePayouts } from './stripe';
import type { PayoutsAdapter } from './types';

/** Beside payments: STRIPE_SECRET_KEY selects Stripe Connect; unset, the built-in processor's records. */
export function payoutsFromConfig(config: Config, deps: { db: Db }): PayoutsAdapter {
  if (!config.STRIPE_SECRET_KEY) return localPayouts(deps);
  return stripePayouts({ secretKey: config.STRIPE_SECRET_KEY, endpoint: stripeEndpoint(config) });
}
