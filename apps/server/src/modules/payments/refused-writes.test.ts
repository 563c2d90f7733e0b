/** Issue 13.3: a refused card or checkout call writes nothing, not even a payment customer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_NOT_FOUND } from '../../adapters/payments/local';
import { NO_CARD } from '@lfm/core';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { failure, post } from '../../test/helpers';
import { changedTables, fingerprint } from '../../test/db-fingerprint';
import { buyer, charge, fillCart, pickupFarm } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Counting every attempt, refused or not, is what a rate limit is for. */
const COUNTERS = ['rate_limits'];

/** The status of `call`, and the tables it changed. */
async function refused(call: () => Promise<Parameters<typeof failure>[0]>) {
  const before = await fingerprint(t, COUNTERS);
  const res = await call();
  return { ...failure(res), changed: changedTables(before, await fingerprint(t, COUNTERS)) };
}

describe('refused card calls of a buyer without cards', () => {
  it('an unknown card token, default card or card removal writes nothing', async () => {
    const b = await buyer(t);
    for (const [url, body] of [
      ['/api/user/addCard', { source: 'tok_unknown' }],
      ['/api/user/cardChange', { default_payment_method: 'card_unknown' }],
      ['/api/user/removeCard', { cardId: 'card_unknown' }],
    ] as const)
      expect(await refused(() => post(t, url, body, b.token)), url).toMatchObject({
        status: 404,
        responseMessage: CARD_NOT_FOUND,
        changed: [],
      });
  });

  it('a checkout without a card is refused before anything is written', async () => {
    const b = await buyer(t);
    const { farm, product } = await pickupFarm(t);
    await fillCart(t, b.token, product.id, farm.id, 1);
    expect(await refused(() => charge(t, b.token, { stripeCardId: 'card_none' }))).toMatchObject({
      status: 400,
      responseMessage: NO_CARD,
      changed: [],
    });
  });
});
