import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type CardTokenDto, type CustomerInfoDto } from '@lfm/core';
import { paymentCards, paymentTokens } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, get, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { DECLINED, MASTERCARD, VISA, addCard, buyer } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const info = async (token: string) =>
  okData<{ result: CustomerInfoDto }>(await get(t, '/api/user/getCustomerInfo', token)).result;
const card = { number: VISA, expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Lovelace' };

describe('payments/tokens (local card processor)', () => {
  it('keeps only brand, last 4, expiry and holder name', async () => {
    const { user, token } = await buyer(t);
    const tok = okData<CardTokenDto>(
      await post(t, '/api/payments/tokens', { ...card, number: '4242 4242 4242 4242' }, token),
    );
    expect(tok.card).toEqual({
      brand: 'Visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      name: 'Ada Lovelace',
    });
    const [row] = await t.database.db.select().from(paymentTokens).where(eq(paymentTokens.userId, user.id));
    // Nothing of the card but these (no number, no security code): the row's other fields are its own
    // (its random id, the owner, times), whose digits may be anything.
    const { id: _id, userId: _user, createdAt: _created, usedAt: _used, ...kept } = row!;
    expect(kept).toEqual({
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Ada Lovelace',
      declineCode: null,
    });
  });

  it.each([
    [{ number: '4242424242424241' }, 'Your card number is invalid.'],
    [{ number: '' }, 'Your card number is invalid.'],
    [{ expMonth: 13 }, "Your card's expiration date is invalid."],
    [{ expMonth: 10, expYear: 2026 }, 'Your card has expired.'],
    [{ cvc: '1' }, "Your card's security code is invalid."],
    [{ name: '' }, 'Please enter card holder name.'],
    [{ name: 'n'.repeat(36) }, 'Card holder name must be at most 35 characters.'],
  ])('refuses %j with %s and keeps nothing', async (override, message) => {
    const { user, token } = await buyer(t);
    const res = await post(t, '/api/payments/tokens', { ...card, ...override }, token);
    expect(failure(res)).toEqual(expectError(400, ErrorCode.Validation, message));
    expect(await countRows(t, paymentTokens, eq(paymentTokens.userId, user.id))).toBe(0);
  });

  it('needs a signed-in buyer', async () => {
    expect(failure(await post(t, '/api/payments/tokens', card)).errorCode).toBe(ErrorCode.InvalidToken);
  });
});

describe('cards', () => {
  it('adds cards (the first is the default), changes the default and removes a card that is not the default', async () => {
    const { token } = await buyer(t);
    expect(await info(token)).toMatchObject({ id: null, sources: { data: [] } });
    const visa = await addCard(t, token, VISA);
    const mc = await addCard(t, token, MASTERCARD);
    let customer = await info(token);
    expect(customer.sources.data.map((c) => [c.brand, c.last4])).toEqual([
      ['Visa', '4242'],
      ['MasterCard', '4444'],
    ]);
    expect(customer.invoice_settings.default_payment_method).toBe(visa);
    expect(customer.default_source).toBe(visa);

    expect(failure(await post(t, '/api/user/removeCard', { cardId: visa }, token))).toEqual(
      expectError(400, ErrorCode.Validation, 'The default card cannot be removed.'),
    );
    expect(
      okData<{ message: string }>(
        await post(t, '/api/user/cardChange', { default_payment_method: mc }, token),
      ).message,
    ).toBe('Default card updated.');
    expect(
      okData<{ message: string }>(await post(t, '/api/user/removeCard', { cardId: visa }, token)).message,
    ).toBe('Card is successfully removed.');
    customer = await info(token);
    expect(customer.sources.data.map((c) => c.id)).toEqual([mc]);
    expect(customer.invoice_settings.default_payment_method).toBe(mc);
  });

  it("refuses another buyer's card and token, and a spent token; nothing changes", async () => {
    const owner = await buyer(t);
    const other = await buyer(t);
    const ownersCard = await addCard(t, owner.token);
    await addCard(t, other.token);
    const tok = okData<CardTokenDto>(await post(t, '/api/payments/tokens', card, owner.token));

    const notFound = expectError(404, ErrorCode.NotFound, 'Card not found.');
    expect(failure(await post(t, '/api/user/addCard', { source: tok.id }, other.token))).toEqual(notFound);
    expect(
      failure(await post(t, '/api/user/cardChange', { default_payment_method: ownersCard }, other.token)),
    ).toEqual(notFound);
    expect(failure(await post(t, '/api/user/removeCard', { cardId: ownersCard }, other.token))).toEqual(
      notFound,
    );
    expect(failure(await post(t, '/api/user/removeCard', { cardId: '' }, other.token))).toEqual(
      expectError(400, ErrorCode.Validation, 'Card not found.'),
    );
    expect(await countRows(t, paymentCards, eq(paymentCards.userId, owner.user.id))).toBe(1);
    expect(await countRows(t, paymentCards, eq(paymentCards.userId, other.user.id))).toBe(1);

    okData(await post(t, '/api/user/addCard', { source: tok.id }, owner.token));
    expect(failure(await post(t, '/api/user/addCard', { source: tok.id }, owner.token))).toEqual(notFound);
    expect(await countRows(t, paymentCards, eq(paymentCards.userId, owner.user.id))).toBe(2);
  });

  it('saves the decline test card (it is refused when charged)', async () => {
    const { token } = await buyer(t);
    await addCard(t, token, DECLINED);
    expect((await info(token)).sources.data[0]).toMatchObject({ last4: '0002' });
  });
});
