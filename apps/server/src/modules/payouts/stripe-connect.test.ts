import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { PayoutAccountDto, StatementDto } from '@lfm/core';
import { stripePayouts } from '../../adapters/payouts/stripe';
import { okData } from '../../test/catalog-helpers';
import { get, post } from '../../test/helpers';
import { buy, cardBuyer, closeWindow, farmerStatements, payoutFarm } from '../../test/payout-helpers';
import { signedInAdmin } from '../../test/shop-helpers';
import { startFakeStripe, type FakeStripe } from '../../test/stripe/fake-stripe';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp();
  // Payouts through Stripe Connect (the SDK pointed at the fake); buyers pay with the built-in processor.
  const base = new URL(stripe.url);
  t.app.deps.payouts = stripePayouts({
    secretKey: 'sk_test_fake',
    endpoint: { host: base.hostname, port: Number(base.port), protocol: 'http' },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe('payouts through Stripe Connect (issue 30.4)', () => {
  it('onboards an Express account and pays the statement by one Transfer, with no database lock held meanwhile', async () => {
    const admin = (await signedInAdmin(t)).token;
    const shop = await payoutFarm(t, 1000);
    await buy(t, await cardBuyer(t), shop, { quantity: 3 });
    await closeWindow(t);
    const [statement] = await farmerStatements(t, shop.farmerToken);

    const { url } = okData<{ url: string }>(
      await post(t, '/api/farmer/payouts/connect', {}, shop.farmerToken),
    );
    const accounts = () => stripe.calls.filter((c) => c.path === '/v1/accounts' && c.method === 'POST');
    const account = stripe.get<Stripe.Account>(new URL(url).pathname.replace('/setup/', ''));
    expect(account).toMatchObject({
      type: 'express',
      metadata: { farmId: String(shop.farm.id) },
    });
    expect(url).toBe(
      `https://connect.stripe.test/setup/${String(account!.id)}?return=${encodeURIComponent('http://marketplace.test/farmer/statements?connected=1')}`,
    );
    // Connecting again reuses the account (a fresh link only).
    okData(await post(t, '/api/farmer/payouts/connect', {}, shop.farmerToken));
    expect(accounts()).toHaveLength(1);

    const pay = () => post(t, '/api/admin/payouts/transfer', { statementId: statement!.id }, admin);
    expect((await pay()).statusCode).toBe(400);
    stripe.finishOnboarding(String(account!.id));
    expect(
      okData<PayoutAccountDto>(await get(t, '/api/farmer/payouts/account', shop.farmerToken)),
    ).toMatchObject({
      provider: 'stripe',
      payoutsEnabled: true,
    });

    // Stripe answers slowly: the database answers other requests meanwhile, and shows the payout under way.
    stripe.delayMs = 1500;
    const paying = pay();
    await new Promise((r) => setTimeout(r, 300));
    const during = okData<{ statements: StatementDto[] }>(
      await get(t, '/api/admin/payouts/statements', admin),
    );
    expect(during.statements.find((s) => s.id === statement!.id)?.status).toBe('processing');
    const { transferId } = okData<{ transferId: string }>(await paying);
    stripe.delayMs = 0;

    expect(stripe.transfers).toEqual([
      expect.objectContaining({
        id: transferId,
        amount: statement!.owedCents,
        currency: 'usd',
        destination: account!.id,
        metadata: { statementId: String(statement!.id), farmId: String(shop.farm.id) },
      }),
    ]);
    expect(stripe.last('/v1/transfers')?.params.amount).toBe(String(statement!.owedCents));
    expect((await farmerStatements(t, shop.farmerToken))[0]).toMatchObject({
      status: 'paid',
      paidMethod: 'transfer',
      paidReference: transferId,
    });
    expect((await pay()).statusCode).toBe(409);
    expect(stripe.transfers).toHaveLength(1);
  }, 120_000);
});
