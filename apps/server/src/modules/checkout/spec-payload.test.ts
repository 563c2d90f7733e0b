import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orders, paymentCharges } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, post } from '../../test/helpers';
import { WEDNESDAY_MORNING } from '../../test/catalog-helpers';
import { billing, fillCart, placed, readyCart } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(WEDNESDAY_MORNING);
});
afterAll(() => t.close());

/** SPEC 3's checkout payload, exactly (billing() has its fields): no idempotency key. */
const specPayload = (stripeCardId: string) => ({ stripeCardId, ...billing() });

describe("checkout with the specification's payload (no idempotency key)", () => {
  it('payment/charge submitted twice at once makes one order and one charge; the next cart is a new order', async () => {
    const { user, token, farm, product, cardId } = await readyCart(t);
    const body = specPayload(cardId!);

    const [a, b] = await Promise.all([
      post(t, '/api/payment/charge', body, token),
      post(t, '/api/payment/charge', body, token),
    ]);
    expect(placed(a).order._id).toBe(placed(b).order._id);
    // A third submit after the first finished (the cart is empty now) is the same order too.
    expect(placed(await post(t, '/api/payment/charge', body, token)).order._id).toBe(placed(a).order._id);
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(1);
    expect(await countRows(t, paymentCharges, eq(paymentCharges.userId, user.id))).toBe(1);

    // The same items bought again later, with the same body, are a second order.
    await fillCart(t, token, product.id, farm.id, 2);
    const again = placed(await post(t, '/api/payment/charge', body, token));
    expect(again.order._id).not.toBe(placed(a).order._id);
    expect(await countRows(t, paymentCharges, eq(paymentCharges.userId, user.id))).toBe(2);
  });

  it('payment/chargeByInvoice submitted twice at once makes one order and one invoice', async () => {
    const { user, token } = await readyCart(t, {
      buyer: { userType: 3, consumerType: 3, invoiceStatus: 0 },
      item: { wholesalePriceCents: 300, maximumWholesaleQuantity: 40 },
      quantity: 4,
      card: null,
    });
    const body = { ...specPayload(''), organization: 'Blue Door Bistro' };
    const [a, b] = await Promise.all([
      post(t, '/api/payment/chargeByInvoice', body, token),
      post(t, '/api/payment/chargeByInvoice', body, token),
    ]);
    expect(placed(a).order._id).toBe(placed(b).order._id);
    expect(placed(a).order).toMatchObject({ paymentMethod: 'invoice', totalPriceCents: 1200 });
    expect(await countRows(t, orders, eq(orders.userId, user.id))).toBe(1);
    expect(
      await countRows(
        t,
        paymentCharges,
        and(eq(paymentCharges.userId, user.id), eq(paymentCharges.status, 'invoiced')),
      ),
    ).toBe(1);
  });

  it('many buyers each submitting twice at once: every pair is one order, none told their cart is empty', async () => {
    // The second submit of a pair reads the cart while the first's confirm empties it: whatever it
    // sees (the full cart or the emptied one), it must find the first's order.
    const buyers = await Promise.all(
      Array.from({ length: 8 }, () =>
        readyCart(t, {
          buyer: { userType: 3, consumerType: 3, invoiceStatus: 0 },
          item: { wholesalePriceCents: 300, maximumWholesaleQuantity: 40 },
          quantity: 2,
          card: null,
        }),
      ),
    );
    const body = { ...specPayload(''), organization: 'Blue Door Bistro' };
    const pairs = await Promise.all(
      buyers.map(({ token }) =>
        Promise.all([
          post(t, '/api/payment/chargeByInvoice', body, token),
          post(t, '/api/payment/chargeByInvoice', body, token),
        ]),
      ),
    );
    for (const [i, [a, b]] of pairs.entries()) {
      expect(placed(a).order._id).toBe(placed(b).order._id);
      expect(await countRows(t, orders, eq(orders.userId, buyers[i]!.user.id))).toBe(1);
    }
  });
});
