import { and, asc, eq, lt } from 'drizzle-orm';
import { PAID_ON_FUTURE, type PayoutAccountDto, type PayoutSettingsDto } from '@lfm/core';
import { said, type MessageKey } from '@lfm/core/i18n/translate';
import { TransferRefusedError } from '../../adapters/payouts/types';
import type { AppDeps } from '../../app-deps';
import { farmPayoutAccounts, farms, statements, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordActorAudit, type Actor } from '../audit';
import { farmOf } from '../farmer-portal';
import { marketDay } from '@lfm/core';
import { farmFee, marketplaceFee } from './fees';
import { statementPeriods } from './statements';

/**
 * The statement to pay, locked in the caller's transaction: one that is owed, with money owed. One with
 * a transfer under way may already be paid by it: `processing` says so to the caller.
 */
async function owedStatement(tx: Tx, id: number, processing: MessageKey) {
  const [s] = await tx.select().from(statements).where(eq(statements.id, id)).for('update');
  if (!s) throw notFound(said('farmer.statement.notFound'));
  if (s.status === 'paid') throw conflict(said('admin.payouts.refused.alreadyPaid'));
  if (s.status === 'processing') throw conflict(said(processing));
  if (s.status === 'carried') throw conflict(said('admin.payouts.refused.carried'));
  if (s.owedCents <= 0) throw badRequest(said('admin.payouts.refused.nothingOwed'));
  return s;
}
type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0];

/** Paid outside the marketplace (a check, a bank transfer): recorded as the admin says. */
export async function markPaid(
  deps: AppDeps,
  actor: Actor,
  input: { statementId: number; method: string; reference: string; paidOn: string },
) {
  const now = deps.clock.now();
  if (input.paidOn > marketDay(now)) throw badRequest(PAID_ON_FUTURE);
  await deps.database.db.transaction(async (tx) => {
    // A transfer under way may have paid it already: paid again by check, the farm would be paid twice.
    const s = await owedStatement(tx, input.statementId, 'admin.payouts.refused.transferUnderWay');
    await tx
      .update(statements)
      .set({
        status: 'paid',
        paidAt: now,
        paidOn: input.paidOn,
        paidMethod: input.method,
        paidReference: input.reference,
        transferFailure: null,
      })
      .where(eq(statements.id, input.statementId));
    await recordActorAudit(tx, actor, {
      action: 'payout.paid',
      subjectType: 'statement',
      subjectId: s.id,
      detail: {
        farmId: s.farmId,
        amountCents: s.owedCents,
        method: input.method,
        reference: input.reference,
        paidOn: input.paidOn,
      },
    });
  });
  return { message: said('admin.payouts.done.markedPaid') };
}

/**
 * One transfer attempt's idempotency key: kept while the outcome is unknown (asked again, it is the same
 * transfer), new after a refusal (Stripe would replay the refusal to the same key).
 */
const transferKey = (statementId: number, refusals: number) =>
  refusals ? `statement-${statementId}-retry-${refusals}` : `statement-${statementId}`;

interface TransferClaim {
  accountId: string;
  amountCents: number;
  farmId: number;
  /** The refusals before this attempt: its key. */
  refusals: number;
}

/**
 * The first step of a payout, in one short transaction: the statement becomes 'processing' (nothing is
 * added to it, nobody pays it twice) with the farm's account and the amount to transfer.
 */
export async function claimTransfer(deps: AppDeps, statementId: number): Promise<TransferClaim> {
  return deps.database.db.transaction(async (tx) => {
    const s = await owedStatement(tx, statementId, 'admin.payouts.refused.inProgress');
    const [account] = await tx
      .select()
      .from(farmPayoutAccounts)
      .where(eq(farmPayoutAccounts.farmId, s.farmId));
    if (!account?.accountId || account.provider !== deps.payouts.kind)
      throw badRequest(said('answer.noPayoutAccount'));
    if (!account.payoutsEnabled) throw badRequest(said('admin.payouts.refused.accountNotReady'));
    await tx
      .update(statements)
      .set({ status: 'processing', transferStartedAt: deps.clock.now(), transferFailure: null })
      .where(eq(statements.id, statementId));
    return {
      accountId: account.accountId,
      amountCents: s.owedCents,
      farmId: s.farmId,
      refusals: s.transferRefusals,
    };
  });
}

/**
 * A payout to the farm's connected account for exactly the statement's amount: claimed, paid with no
 * transaction open (the idempotency key is the statement's, so a retry is the same transfer), then
 * recorded once the provider has answered with the transfer. Refused, it is owed again with the
 * provider's reason; with no answer it stays 'processing', for settlePayouts to finish.
 */
export async function payByTransfer(deps: AppDeps, actor: Actor, statementId: number) {
  const claim = await claimTransfer(deps, statementId);
  const outcome = await transfer(deps, actor, statementId, claim);
  if (outcome.refused)
    throw badRequest(said('admin.payouts.refused.transferRefused', { reason: outcome.refused }));
  if (!outcome.transferId) throw conflict(said('admin.payouts.refused.transferUnconfirmed'));
  return { message: said('admin.payouts.done.paidByTransfer'), transferId: outcome.transferId };
}

type TransferOutcome =
  | { transferId: string; refused?: undefined }
  | { transferId?: undefined; refused: string }
  /** Neither: the provider did not answer (a timeout, a lost connection, its own error). */
  | { transferId?: undefined; refused?: undefined };

/**
 * The transfer asked of the provider; once made, the statement is paid and the audit trail says by
 * whom. Only the provider's refusal makes it owed again: an unknown outcome may be a transfer made.
 */
async function transfer(
  deps: AppDeps,
  actor: Actor,
  statementId: number,
  claim: TransferClaim,
): Promise<TransferOutcome> {
  const { db } = deps.database;
  let transferId: string;
  try {
    ({ transferId } = await deps.payouts.transfer({
      accountId: claim.accountId,
      amountCents: claim.amountCents,
      idempotencyKey: transferKey(statementId, claim.refusals),
      description: `Statement #${statementId}`,
      metadata: { statementId: String(statementId), farmId: String(claim.farmId) },
    }));
  } catch (err) {
    if (!(err instanceof TransferRefusedError)) {
      deps.log.warn(
        { err, statementId },
        `payout of statement ${statementId} unconfirmed: asked again later`,
      );
      return {};
    }
    await db
      .update(statements)
      .set({
        status: 'owed',
        transferStartedAt: null,
        transferFailure: err.message,
        transferRefusals: claim.refusals + 1,
      })
      .where(and(eq(statements.id, statementId), eq(statements.status, 'processing')));
    deps.log.warn({ err, statementId }, `payout of statement ${statementId} refused`);
    return { refused: err.message };
  }
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    // Recorded once: a second process finishing the same transfer finds it paid already.
    const [paid] = await tx
      .update(statements)
      .set({
        status: 'paid',
        paidAt: now,
        paidOn: marketDay(now),
        paidMethod: 'transfer',
        paidReference: transferId,
        transferFailure: null,
      })
      .where(and(eq(statements.id, statementId), eq(statements.status, 'processing')))
      .returning({ id: statements.id });
    if (!paid) return;
    await recordActorAudit(tx, actor, {
      action: 'payout.transfer',
      subjectType: 'statement',
      subjectId: statementId,
      detail: { farmId: claim.farmId, amountCents: claim.amountCents, transferId },
    });
  });
  return { transferId };
}

/**
 * A payout left 'processing' this long is not being asked by anyone any more: its process died, or
 * the provider did not answer. (Longer than a provider call with its retries can take.)
 */
export const STALE_TRANSFER_MS = 10 * 60_000;

/**
 * Periodic: payouts left 'processing' (a crash between claim and record, or no answer from the
 * provider) are asked again with the same idempotency key: the provider answers with the transfer it
 * made (recorded as paid) or makes it now; a refusal makes the statement owed again, with the reason;
 * still no answer, it is asked again on a later pass.
 */
export async function settlePayouts(deps: AppDeps) {
  const { db } = deps.database;
  const stale = await db
    .select({
      id: statements.id,
      farmId: statements.farmId,
      amountCents: statements.owedCents,
      refusals: statements.transferRefusals,
      accountId: farmPayoutAccounts.accountId,
    })
    .from(statements)
    .innerJoin(farmPayoutAccounts, eq(farmPayoutAccounts.farmId, statements.farmId))
    .where(
      and(
        eq(statements.status, 'processing'),
        lt(statements.transferStartedAt, new Date(deps.clock.now().getTime() - STALE_TRANSFER_MS)),
      ),
    );
  // Finished by the job, not by a person: the entry names the system.
  const system: Actor = { userId: null, ip: null, at: deps.clock.now() };
  for (const s of stale)
    if (s.accountId) await transfer(deps, system, s.id, { ...s, accountId: s.accountId });
  return stale.length;
}

/** The farm's payout account as the farmer sees it; a pending onboarding is checked with the provider. */
export async function payoutAccount(deps: AppDeps, userId: number): Promise<PayoutAccountDto> {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const [row] = await db.select().from(farmPayoutAccounts).where(eq(farmPayoutAccounts.farmId, farm.id));
  const accountId = row?.provider === deps.payouts.kind ? row.accountId : null;
  let payoutsEnabled = Boolean(accountId && row?.payoutsEnabled);
  if (accountId && !payoutsEnabled) {
    ({ payoutsEnabled } = await deps.payouts.accountStatus(accountId));
    if (payoutsEnabled)
      await db
        .update(farmPayoutAccounts)
        .set({ payoutsEnabled })
        .where(eq(farmPayoutAccounts.farmId, farm.id));
  }
  return {
    provider: deps.payouts.kind,
    connected: Boolean(accountId),
    payoutsEnabled,
    accountId,
    feeBasisPoints: await farmFee(db, farm.id),
  };
}

/**
 * Stripe Connect Express: the farm's account (made once) and a fresh onboarding link to send the
 * farmer to; with the built-in processor, the link is our onboarding stand-in page.
 */
export async function connectAccount(deps: AppDeps, actor: Actor & { userId: number }) {
  const { userId } = actor;
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const [row] = await db.select().from(farmPayoutAccounts).where(eq(farmPayoutAccounts.farmId, farm.id));
  let accountId = row?.provider === deps.payouts.kind ? row.accountId : null;
  if (!accountId) {
    const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    ({ accountId } = await deps.payouts.createAccount({
      farmId: farm.id,
      email: owner!.email,
      farmName: farm.farmName,
    }));
    const account = { provider: deps.payouts.kind, accountId, payoutsEnabled: false };
    await db.transaction(async (tx) => {
      await tx
        .insert(farmPayoutAccounts)
        .values({ farmId: farm.id, ...account })
        .onConflictDoUpdate({ target: farmPayoutAccounts.farmId, set: account });
      // Where the farm's money goes from now on.
      await recordActorAudit(tx, actor, {
        action: 'payout.account',
        subjectType: 'farm',
        subjectId: farm.id,
        detail: { provider: account.provider, accountId },
      });
    });
  }
  const page = `${deps.config.publicUrl}/farmer/statements`;
  return deps.payouts.onboardingLink(accountId, {
    returnUrl: `${page}?connected=1`,
    refreshUrl: `${page}?connect=again`,
  });
}

/** The built-in processor's onboarding stand-in: the farmer finishes it for their own account. */
export async function completeLocalOnboarding(deps: AppDeps, userId: number, accountId: string) {
  const { db } = deps.database;
  const farm = await farmOf(db, userId);
  const [row] = await db.select().from(farmPayoutAccounts).where(eq(farmPayoutAccounts.farmId, farm.id));
  if (!deps.payouts.completeOnboarding || row?.accountId !== accountId)
    throw notFound(said('answer.noPayoutAccount'));
  await deps.payouts.completeOnboarding(accountId);
  await db
    .update(farmPayoutAccounts)
    .set({ payoutsEnabled: true })
    .where(eq(farmPayoutAccounts.farmId, farm.id));
  return { message: said('farmer.payout.onboardingDone') };
}

/** The admin's payout settings: the marketplace's fee, each farm's own and whether it can be paid out. */
export async function payoutSettings(deps: AppDeps): Promise<PayoutSettingsDto> {
  const { db } = deps.database;
  const rows = await db
    .select({
      farmId: farms.id,
      farmName: farms.farmName,
      feeBasisPoints: farmPayoutAccounts.feeBasisPoints,
      payoutsEnabled: farmPayoutAccounts.payoutsEnabled,
    })
    .from(farms)
    .leftJoin(farmPayoutAccounts, eq(farmPayoutAccounts.farmId, farms.id))
    .orderBy(asc(farms.farmName));
  return {
    feeBasisPoints: await marketplaceFee(db),
    farms: rows.map((r) => ({
      farmId: r.farmId,
      farmName: r.farmName,
      feeBasisPoints: r.feeBasisPoints,
      accountConnected: Boolean(r.payoutsEnabled),
    })),
    periods: await statementPeriods(db),
    provider: deps.payouts.kind,
  };
}
