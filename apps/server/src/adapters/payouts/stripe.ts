import Stripe from 'stripe';
import { TransferRefusedError, type PayoutsAdapter } from './types';

export interface StripePayoutsOptions {
  secretKey: string;
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
  /** How long one call may take before it is given up as unanswered (the SDK's 80 s by default). */
  timeoutMs?: number;
}

/**
 * As payments tell a declined card from an outage: Stripe's card and invalid-request errors are its
 * answer (the transfer was refused, nothing was made). Anything else (a timeout, a lost connection, a
 * 5xx, a conflicting idempotent request) says nothing about whether the transfer was made.
 */
async function refusalOr<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (
      err instanceof Stripe.errors.StripeCardError ||
      err instanceof Stripe.errors.StripeInvalidRequestError
    )
      throw new TransferRefusedError(err.message);
    throw err;
  }
}

/**
 * Stripe Connect: an Express account per farm, onboarded through Stripe's hosted account link, and a
 * Transfer from the platform's balance per statement. The idempotency key makes a retried payout the
 * same Transfer; Stripe answers with the Transfer once it is made, which is when we record it.
 */
export function stripePayouts(opts: StripePayoutsOptions): PayoutsAdapter {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    ...opts.endpoint,
    ...(opts.timeoutMs ? { timeout: opts.timeoutMs } : {}),
  });
  return {
    kind: 'stripe',

    async createAccount({ farmId, email, farmName }) {
      const params: Stripe.AccountCreateParams = {
        type: 'express',
        country: 'US',
        email,
        business_profile: { name: farmName },
        capabilities: { transfers: { requested: true } },
        metadata: { farmId: String(farmId) },
      };
      const account = await stripe.accounts.create(params, { idempotencyKey: `farm-account-${farmId}` });
      return { accountId: account.id };
    },

    async onboardingLink(accountId, { returnUrl, refreshUrl }) {
      const params: Stripe.AccountLinkCreateParams = {
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      };
      const link = await stripe.accountLinks.create(params);
      return { url: link.url };
    },

    async accountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return { payoutsEnabled: account.details_submitted && account.capabilities?.transfers === 'active' };
    },

    async transfer(input) {
      const params: Stripe.TransferCreateParams = {
        amount: input.amountCents,
        currency: 'usd',
        destination: input.accountId,
        description: input.description,
        metadata: input.metadata,
      };
      const transfer = await refusalOr(() =>
        stripe.transfers.create(params, { idempotencyKey: input.idempotencyKey }),
      );
      if (transfer.amount !== input.amountCents || transfer.destination !== input.accountId)
        throw new Error(`Stripe answered transfer ${transfer.id} for another amount or account`);
      return { transferId: transfer.id };
    },
  };
}
