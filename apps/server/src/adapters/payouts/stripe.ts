import Stripe from 'stripe';
import type { PayoutsAdapter } from './types';

export interface StripePayoutsOptions {
  secretKey: string;
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * Stripe Connect: an Express account per farm, onboarded through Stripe's hosted account link, and a
 * Transfer from the platform's balance per statement. The idempotency key makes a retried payout the
 * same Transfer; Stripe answers with the Transfer once it is made, which is when we record it.
 */
export function stripePayouts(opts: StripePayoutsOptions): PayoutsAdapter {
  const stripe = new Stripe(opts.secretKey, { maxNetworkRetries: 2, ...opts.endpoint });
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
      const transfer = await stripe.transfers.create(params, { idempotencyKey: input.idempotencyKey });
      if (transfer.amount !== input.amountCents || transfer.destination !== input.accountId)
        throw new Error(`Stripe answered transfer ${transfer.id} for another amount or account`);
      return { transferId: transfer.id };
    },
  };
}
