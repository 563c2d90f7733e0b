import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { StatementDto } from '@lfm/core';
import { stripePayouts } from '../../adapters/payouts/stripe';
import { auditLog } from '../../db/schema';
import { okData } from '../../test/catalog-helpers';
import { call, failure, get, post } from '../../test/helpers';
import { buy, cardBuyer, closeWindow, farmerStatements, payoutFarm } from '../../test/payout-helpers';
import { signedInAdmin } from '../../test/shop-helpers';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { STALE_TRANSFER_MS, claimTransfer, settlePayouts } from './payouts';

/**
 * Issue 30.4, a payout whose outcome is unknown: Stripe may have made the transfer when its answer is
 * lost, so the statement stays 'processing' (never owed again, never payable by check) until the same
 * idempotent transfer is asked again and confirmed; only Stripe's refusal makes it owed again.
 */
let t: TestContext;
let stripe: FakeStripe;
let admin: string;
let statements: StatementDto[];
const farms: { farmerToken: string; farm: { id: number } }[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp();
  const base = new URL(stripe.url);
  // A call Stripe does not answer is given up after 300 ms (each of the SDK's three tries).
  t.app.deps.payouts = stripePayouts({
    secretKey: 'sk_test_fake',
    endpoint: { host: base.hostname, port: Number(base.port), protocol: 'http' },
    timeoutMs: 300,
  });
  admin = (await signedInAdmin(t)).token;
  const buyer = await cardBuyer(t);
  for (let i = 0; i < 4; i++) {
    const shop = await payoutFarm(t, 1000 + i);
    await buy(t, buyer, shop, { quantity: 2 });
    const { url } = okData<{ url: string }>(
      await post(t, '/api/farmer/payouts/connect', {}, shop.farmerToken),
    );
    stripe.finishOnboarding(new URL(url).pathname.replace('/setup/', ''));
    await get(t, '/api/farmer/payouts/account', shop.farmerToken); // the farm sees onboarding finished
    farms.push(shop);
  }
  await closeWindow(t);
  statements = await Promise.all(farms.map(async (f) => (await farmerStatements(t, f.farmerToken))[0]!));
}, 120_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const pay = (s: StatementDto) => post(t, '/api/admin/payouts/transfer', { statementId: s.id }, admin);
const byCheck = (s: StatementDto) =>
  post(
    t,
    '/api/admin/payouts/markPaid',
    { statementId: s.id, method: 'check', reference: 'Check 2001', paidOn: '2026-11-21' },
    admin,
  );
const now = async (s: StatementDto) =>
  okData<{ statements: StatementDto[] }>(
    await get(t, '/api/admin/payouts/statements', admin),
  ).statements.find((x) => x.id === s.id)!;
const transferCalls = () => stripe.calls.filter((c) => c.path === '/v1/transfers');
const transfersOf = (s: StatementDto) =>
  stripe.transfers.filter((tr) => tr.metadata.statementId === String(s.id));
const transferEntries = (s: StatementDto) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payout.transfer'), eq(auditLog.subjectId, s.id)));
/** The job's next pass, once a payout left 'processing' is old enough to be no one's call any more. */
const settleLater = async () => {
  t.clock.advance(STALE_TRANSFER_MS + 1000);
  return settlePayouts(t.app.deps);
};

describe('a payout whose outcome is unknown (issue 30.4)', () => {
  it('times out at Stripe: stays processing, is not payable by check, and settlePayouts records the one transfer', async () => {
    const statement = statements[0]!;
    const before = transferCalls().length;
    // Stripe makes the transfer but its answer never arrives, on the first try and the SDK's two retries.
    stripe.fail('/v1/transfers', 'hang', 3);
    const res = await pay(statement);
    expect(res.statusCode).toBe(409);
    expect(failure(res).responseMessage).toBe(
      'The payment processor has not confirmed the payout. It stays in progress and is checked again automatically; do not pay this statement another way meanwhile.',
    );
    expect(transfersOf(statement)).toHaveLength(1);
    expect(await now(statement)).toMatchObject({
      status: 'processing',
      paidReference: null,
      transferFailure: null,
    });

    // Paid by check now, the farm would be paid twice: refused, in the admin's language.
    const check = await byCheck(statement);
    expect(check.statusCode).toBe(409);
    expect(failure(check).responseMessage).toBe(
      'A transfer of this statement is under way and may already have paid the farm, so it cannot be marked as paid another way. It is finished automatically once the payment processor confirms it.',
    );
    const es = await call(t, {
      method: 'POST',
      url: '/api/admin/payouts/markPaid',
      token: admin,
      headers: { 'accept-language': 'es' },
      body: { statementId: statement.id, method: 'check', reference: 'Check 2001', paidOn: '2026-11-21' },
    });
    expect(failure(es).responseMessage).toMatch(/^Hay una transferencia de este estado de cuenta en curso/);
    expect((await pay(statement)).statusCode).toBe(409);
    // Not yet stale: a payout just asked for may still be answered; the job leaves it.
    expect(await settlePayouts(t.app.deps)).toBe(0);
    expect((await now(statement)).status).toBe('processing');

    expect(await settleLater()).toBe(1);
    const [made] = transfersOf(statement);
    expect(await now(statement)).toMatchObject({
      status: 'paid',
      paidMethod: 'transfer',
      paidReference: made!.id,
    });
    // One transfer at Stripe, every try with the statement's key; recorded once, by the system.
    expect(transfersOf(statement)).toHaveLength(1);
    const tries = transferCalls().slice(before);
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tries.map((c) => c.idempotencyKey))).toEqual(new Set([`statement-${statement.id}`]));
    expect(await transferEntries(statement)).toEqual([
      expect.objectContaining({
        actorUserId: null,
        detail: expect.objectContaining({ transferId: made!.id }),
      }),
    ]);
    expect(await settleLater()).toBe(0);
    expect(transfersOf(statement)).toHaveLength(1);
  }, 60_000);

  it("Stripe's own error (5xx) says nothing was refused: it stays processing and settlePayouts makes the transfer", async () => {
    const statement = statements[1]!;
    stripe.fail('/v1/transfers', 'error', 3);
    expect((await pay(statement)).statusCode).toBe(409);
    expect(transfersOf(statement)).toHaveLength(0);
    expect((await now(statement)).status).toBe('processing');
    expect((await byCheck(statement)).statusCode).toBe(409);

    expect(await settleLater()).toBe(1);
    const [made] = transfersOf(statement);
    expect(made).toMatchObject({ amount: statement.owedCents });
    expect(await now(statement)).toMatchObject({ status: 'paid', paidReference: made!.id });
  }, 60_000);

  it('a refusal by Stripe makes it owed again with the reason, whoever asked', async () => {
    const statement = statements[2]!;
    const { url } = okData<{ url: string }>(
      await post(t, '/api/farmer/payouts/connect', {}, farms[2]!.farmerToken),
    );
    const accountId = new URL(url).pathname.replace('/setup/', '');
    // Stripe restricted the account since onboarding: it cannot receive transfers.
    const account = stripe.get<Stripe.Account>(accountId)!;
    stripe.put({ ...account, capabilities: { ...account.capabilities, transfers: 'inactive' } });
    const reason =
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';

    const res = await pay(statement);
    expect(res.statusCode).toBe(400);
    expect(failure(res).responseMessage).toBe(
      `The payout was refused: ${reason} Nothing was paid; the statement is owed again.`,
    );
    expect(transfersOf(statement)).toHaveLength(0);
    expect(await now(statement)).toMatchObject({ status: 'owed', transferFailure: reason });

    // Refused when the job asks (a claim left by a crashed process): owed again, with the reason.
    await claimTransfer(t.app.deps, statement.id);
    expect(await now(statement)).toMatchObject({ status: 'processing', transferFailure: null });
    expect(await settleLater()).toBe(1);
    expect(await now(statement)).toMatchObject({ status: 'owed', transferFailure: reason });

    // Owed again, it can be paid: by transfer once the account is fixed; the reason is then gone.
    stripe.finishOnboarding(accountId);
    const { transferId } = okData<{ transferId: string }>(await pay(statement));
    expect(await now(statement)).toMatchObject({
      status: 'paid',
      paidReference: transferId,
      transferFailure: null,
    });
    // A refused attempt's key would replay the refusal: the new attempt has its own.
    expect(transfersOf(statement)).toHaveLength(1);
    expect(stripe.last('/v1/transfers')?.idempotencyKey).toBe(`statement-${statement.id}-retry-2`);
  }, 60_000);

  it('a process killed between claim and record: settlePayouts finishes the payout, once', async () => {
    const statement = statements[3]!;
    // The claim is committed; the process dies before asking Stripe.
    await claimTransfer(t.app.deps, statement.id);
    expect((await now(statement)).status).toBe('processing');
    expect((await byCheck(statement)).statusCode).toBe(409);
    expect(transfersOf(statement)).toHaveLength(0);

    expect(await settleLater()).toBe(1);
    const [made] = transfersOf(statement);
    expect(made).toMatchObject({ amount: statement.owedCents });
    expect(stripe.last('/v1/transfers')?.idempotencyKey).toBe(`statement-${statement.id}`);
    expect(await now(statement)).toMatchObject({ status: 'paid', paidReference: made!.id });
    expect(await transferEntries(statement)).toHaveLength(1);
    expect(await settleLater()).toBe(0);
    expect(transfersOf(statement)).toHaveLength(1);
  }, 60_000);
});
