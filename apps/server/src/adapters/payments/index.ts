import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../clock';
import type { Mailer } from '../mailer';
import { localPayments } from './local';
import { stripePayments } from './stripe';
import type { PaymentsAdapter } from './types';

/** STRIPE_SECRET_KEY selects Stripe (STRIPE_API_BASE points the SDK elsewhere); unset, the local processor. */
export function paymentsFromConfig(
  config: Config,
  deps: { db: Db; mailer: Mailer; clock: Clock },
): PaymentsAdapter {
  if (!config.STRIPE_SECRET_KEY) return localPayments(deps);
  return stripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    db: deps.db,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    endpoint: stripeEndpoint(config),
  });
}

/** STRIPE_API_BASE as the SDK's host, port and protocol (the payouts adapter uses it too); unset: Stripe's. */
export function stripeEndpoint(config: Config) {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  return base
    ? {
        host: base.hostname,
        port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
        protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
      }
    : undefined;
}
