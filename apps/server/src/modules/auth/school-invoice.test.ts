import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { PDF, post, signUp } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { billing, checkoutKey, fillCart, pickupFarm } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('SPEC 1: schools can pay by card or invoice', () => {
  it('a school signed up as type 3 with consumerType 2 can place an order with Pay by Invoice', async () => {
    const school = await signUp(t, { userType: 3, consumerType: 2 });
    expect(school.userProfile).toMatchObject({ userType: 3, invoiceStatus: 0 });
    const { farm, product } = await pickupFarm(t, { maximumWholesaleQuantity: 40 });
    await fillCart(t, school.accessToken, product.id, farm.id, 2);
    const res = await post(
      t,
      '/api/payment/chargeByInvoice',
      { ...billing({ organization: 'Hudson Elementary' }), idempotencyKey: checkoutKey() },
      school.accessToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    const placed = okData<{ message: string; order: { paymentMethod: string } }>(res);
    expect(placed.order.paymentMethod).toBe('invoice');
    // The built-in processor: the marketplace sends the invoice, and the buyer is told so (SPEC 8 names Stripe).
    expect(placed.message).toBe(
      'Your order has been placed. You will receive an email from Local Food Marketplace with your invoice shortly.',
    );
  });

  it('other wholesale buyers still wait for an admin to allow invoices', async () => {
    const restaurant = await signUp(t, { userType: 3, consumerType: 3 }, [
      { name: 'certificateImage', filename: 'ein.pdf', type: 'application/pdf', content: PDF },
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, restaurant.email));
    expect(row!.invoiceStatus).toBeNull();
  });
});
