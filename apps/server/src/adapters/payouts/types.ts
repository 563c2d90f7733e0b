/**
 * The payouts port (ARCHITECTURE: adapters): paying farms. A farm connects an account (Stripe Connect
 * Express: an account and an onboarding link), and a payout is a transfer of a statement's amount to
 * it. `local` keeps the same records in our database (the built-in processor's stand-in); `stripe`
 * calls Stripe through its SDK. Amounts are integer cents (USD). Callers hold no transaction or row
 * lock while calling a method (CONVENTIONS: no lock across a call to the outside world).
 */
export interface PayoutAccountStatus {
  /** The farm finished onboarding and the account can receive transfers. */
  payoutsEnabled: boolean;
}

export interface TransferInput {
  accountId: string;
  amountCents: number;
  /** Same key, same transfer: a retried payout never pays twice (the statement's id). */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface PayoutsAdapter {
  readonly kind: 'local' | 'stripe';
  /** A connected account for the farm (Stripe: an Express account asking for transfers). */
  createAccount(input: { farmId: number; email: string; farmName: string }): Promise<{ accountId: string }>;
  /** Where the farmer finishes onboarding; they come back to `returnUrl` (or `refreshUrl` when it expired). */
  onboardingLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<{ url: string }>;
  accountStatus(accountId: string): Promise<PayoutAccountStatus>;
  /**
   * Pays; resolves when the provider has confirmed the transfer. Throws TransferRefusedError when the
   * provider definitely refused it (nothing was paid); any other error leaves the outcome unknown: the
   * transfer may have been made, so it is asked again with the same idempotency key, never assumed unpaid.
   */
  transfer(input: TransferInput): Promise<{ transferId: string }>;
  /** `local` only: the onboarding stand-in's 'Finish' (what Stripe's hosted onboarding does). */
  completeOnboarding?(accountId: string): Promise<void>;
}

/** The provider refused the transfer (no such account, account cannot receive it, no funds): nothing paid. */
export class TransferRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransferRefusedError';
  }
}
