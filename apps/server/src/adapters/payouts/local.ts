import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localPayoutAccounts, localTransfers } from '../../db/schema';
import { TransferRefusedError, type PayoutsAdapter } from './types';

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** The path of the onboarding stand-in page (the web app's), with the account to finish. */
export const LOCAL_ONBOARDING_PATH = '/farmer/statements/onboarding';

/**
 * The built-in payouts processor: connected accounts and transfers recorded in our database, with an
 * onboarding page of ours standing in for Stripe's. Nothing leaves the machine.
 */
export function localPayouts({ db }: { db: Db }): PayoutsAdapter {
  return {
    kind: 'local',

    async createAccount({ email }) {
      const id = newId('acct');
      await db.insert(localPayoutAccounts).values({ id, email });
      return { accountId: id };
    },

    async onboardingLink(accountId, { returnUrl }) {
      const url = new URL(LOCAL_ONBOARDING_PATH, returnUrl);
      url.searchParams.set('account', accountId);
      return { url: url.pathname + url.search };
    },

    async accountStatus(accountId) {
      const [row] = await db.select().from(localPayoutAccounts).where(eq(localPayoutAccounts.id, accountId));
      return { payoutsEnabled: Boolean(row?.detailsSubmitted) };
    },

    async completeOnboarding(accountId) {
      await db
        .update(localPayoutAccounts)
        .set({ detailsSubmitted: true })
        .where(eq(localPayoutAccounts.id, accountId));
    },

    async transfer(input) {
      const [existing] = await db
        .select({ id: localTransfers.id })
        .from(localTransfers)
        .where(eq(localTransfers.idempotencyKey, input.idempotencyKey));
      if (existing) return { transferId: existing.id };
      const [account] = await db
        .select()
        .from(localPayoutAccounts)
        .where(eq(localPayoutAccounts.id, input.accountId));
      if (!account?.detailsSubmitted)
        throw new TransferRefusedError(`Account ${input.accountId} cannot receive transfers.`);
      const id = newId('tr');
      const [row] = await db
        .insert(localTransfers)
        .values({
          id,
          accountId: input.accountId,
          amountCents: input.amountCents,
          idempotencyKey: input.idempotencyKey,
          description: input.description,
        })
        .onConflictDoNothing()
        .returning({ id: localTransfers.id });
      if (row) return { transferId: row.id };
      // Another process made it between our read and insert: the same key's transfer.
      const [made] = await db
        .select({ id: localTransfers.id })
        .from(localTransfers)
        .where(eq(localTransfers.idempotencyKey, input.idempotencyKey));
      return { transferId: made!.id };
    },
  };
}
