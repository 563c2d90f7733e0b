import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MESSAGE_MAX,
  DAY_MESSAGE_TEXT,
  ErrorCode,
  NOT_FOUND,
  type CartDto,
  type DayMessagesPage,
  type OrderDto,
} from '@lfm/core';
import { dayMessages } from '../../db/schema';
import { createDistribution, createFarm, createInventoryItem } from '../../db/factories';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { countRows, expectError, failure, get, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import {
  addCard,
  buyer,
  charge,
  fillCart,
  orderAtHostedMarket,
  placed,
  sessionFor,
} from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WEDNESDAY = '2026-11-18T15:00:00Z';
/** The next week's window: its orders are picked up on Saturday November 28th. */
const NEXT_SUNDAY = '2026-11-22T15:00:00Z';
const SATURDAY = '2026-11-21';

type Buyer = Awaited<ReturnType<typeof buyer>>;
/** `who` orders one more of the farm's item for its (Saturday) pickup. */
async function orderAgain(who: Buyer, farmId: number) {
  const item = await createInventoryItem(t.database.db, { farmId, itemName: 'Leeks' });
  await fillCart(t, who.token, item.id, farmId, 1);
  return placed(await charge(t, who.token, { stripeCardId: await addCard(t, who.token) })).order;
}
const mailsOf = async (email: string) =>
  (await t.outbox(email)).filter((m) => m.raw.includes('A message from'));
const orderOf = async (who: Buyer, orderId: number) =>
  okData<{ order: OrderDto }>(await get(t, `/api/payment/getOrderById?orderId=${orderId}`, who.token)).order;

/**
 * A market with two farms: buyers a (twice) and b of farm one and e of farm two pick up on Saturday
 * the 21st; c of farm one picks up a week later.
 */
async function marketDay() {
  t.clock.set(WEDNESDAY);
  const one = await orderAtHostedMarket(t);
  const a = one.buyer;
  const aSecond = await orderAgain(a, one.farm.id);
  const b = (await orderAtHostedMarket(t, { market: one.market })).buyer;
  const two = await orderAtHostedMarket(t, { market: one.market });
  // b bought from a farm of its own; make b a buyer of farm one too.
  await orderAgain(b, one.farm.id);
  t.clock.set(NEXT_SUNDAY);
  const c = await buyer(t);
  await orderAgain(c, one.farm.id);
  t.clock.set(WEDNESDAY);
  return { one, a, aSecond, b, c, e: two.buyer };
}

describe('messages to the buyers of a day (issue 33.3)', () => {
  it("reaches every buyer of the farmer's day once, by email and on their order, and nobody else", async () => {
    const s = await marketDay();
    const page = okData<DayMessagesPage>(await get(t, '/api/farmer/messages', s.one.farmer));
    const key = `d${s.one.distribution.id}:${SATURDAY}`;
    expect(page.days).toEqual([
      { key, date: SATURDAY, courierType: 'Pickup', place: s.one.market.marketName, buyers: 2 },
      expect.objectContaining({ key: `d${s.one.distribution.id}:2026-11-28`, buyers: 1 }),
    ]);

    const body = 'Rain: we are under the barn roof today.';
    const sent = okData<{ message: string; recipients: number }>(
      await post(t, '/api/farmer/messages', { day: key, body: `  ${body}  ` }, s.one.farmer),
    );
    expect(sent).toMatchObject({ message: DAY_MESSAGE_TEXT.sent(2), recipients: 2 });
    await runJobsOnce(t.app.deps);

    for (const who of [s.a, s.b]) {
      const mails = await mailsOf(who.user.email);
      expect(mails).toHaveLength(1); // a has two orders that day and one email
      expect(mails[0]!.raw).toContain(body);
      // Only the buyer's own address: never another buyer's.
      for (const other of [s.a, s.b, s.c, s.e].filter((o) => o !== who))
        expect(mails[0]!.raw).not.toContain(other.user.email);
    }
    expect(await mailsOf(s.c.user.email)).toHaveLength(0);
    expect(await mailsOf(s.e.user.email)).toHaveLength(0);

    // Both of a's orders show it, with the farm's name; c's (another day) does not.
    for (const id of [s.one.order._id, s.aSecond._id]) {
      const order = await orderOf(s.a, id);
      const group = order.buyList.find((g) => g.farmId === s.one.farm.id)!;
      expect(group.messages).toEqual([
        expect.objectContaining({ body, fromName: s.one.farm.farmName, date: SATURDAY }),
      ]);
    }
    const [cOrder] = okData<{ OrderDetails: { orders: OrderDto[] } }>(
      await get(t, '/api/payment/getOrder', s.c.token),
    ).OrderDetails.orders;
    expect(cOrder!.buyList[0]!.messages).toEqual([]);

    // The sender's list keeps who sent it, when, and to how many.
    const after = okData<DayMessagesPage>(await get(t, '/api/farmer/messages', s.one.farmer));
    expect(after.sent[0]).toMatchObject({
      body,
      date: SATURDAY,
      recipientCount: 2,
      senderName: expect.any(String),
      sentAt: '2026-11-18T15:00:00.000Z',
    });
  });

  it("reaches the buyers of the farmer's delivery day, not the next week's", async () => {
    t.clock.set(WEDNESDAY);
    const { db } = t.database;
    const farm = await createFarm(db, { postalCode: '12401' });
    // Thursday deliveries to 12401, orders taken Sunday 6 AM to Saturday 6 AM (the factory's window).
    const delivery = await createDistribution(db, { farmId: farm.id, selectPickDel: 2 });
    const item = await createInventoryItem(db, { farmId: farm.id, itemName: 'Eggs', distributionTypes: [2] });
    const delivered = async () => {
      const who = await buyer(t);
      const { cart } = okData<{ cart: CartDto }>(
        await post(
          t,
          '/api/addCart/add',
          {
            productId: item.id,
            productQuantity: 1,
            courierType: 'Delivery',
            addressLine1: '1 Main St',
            city: 'Kingston',
            state: 'NY',
            postalCode: '12401',
          },
          who.token,
        ),
      );
      const option = cart.buyList.find((f) => f.farmId === farm.id)!.deliveryOptions[0]!;
      okData(
        await post(
          t,
          '/api/addCart/updateCart',
          {
            farmId: farm.id,
            courierType: 'Delivery',
            distributionId: option.distributionId,
            day: option.day,
            timeSlot: option.timeSlot,
          },
          who.token,
        ),
      );
      const order = placed(await charge(t, who.token, { stripeCardId: await addCard(t, who.token) })).order;
      expect(order.buyList[0]!.courierType).toBe('Delivery');
      return { who, order };
    };
    const a = await delivered();
    const b = await delivered();
    t.clock.set(NEXT_SUNDAY);
    const later = await delivered();
    t.clock.set(WEDNESDAY);

    const farmer = await sessionFor(t, farm.userId);
    const page = okData<DayMessagesPage>(await get(t, '/api/farmer/messages', farmer));
    const thursday = '2026-11-26';
    const key = `d${delivery.id}:${thursday}`;
    expect(page.days).toEqual([
      { key, date: thursday, courierType: 'Delivery', place: 'Delivery', buyers: 2 },
      expect.objectContaining({ key: `d${delivery.id}:2026-12-03`, courierType: 'Delivery', buyers: 1 }),
    ]);
    const body = 'The van is late: eggs after 5 PM.';
    const sent = okData<{ message: string; recipients: number }>(
      await post(t, '/api/farmer/messages', { day: key, body }, farmer),
    );
    expect(sent).toMatchObject({ message: DAY_MESSAGE_TEXT.sent(2), recipients: 2 });
    await runJobsOnce(t.app.deps);
    for (const { who, order } of [a, b]) {
      const mails = await mailsOf(who.user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.raw).toContain(body);
      expect((await orderOf(who, order._id)).buyList[0]!.messages).toEqual([
        expect.objectContaining({ body, fromName: farm.farmName, date: thursday }),
      ]);
    }
    expect(await mailsOf(later.who.user.email)).toHaveLength(0);
    expect((await orderOf(later.who, later.order._id)).buyList[0]!.messages).toEqual([]);
  });

  it('lets the host write to every buyer picking up at the market that day, whatever the farm', async () => {
    const s = await marketDay();
    const key = `m${s.one.market.id}:${SATURDAY}`;
    const sent = okData<{ recipients: number }>(
      await post(t, '/api/host/messages', { day: key, body: 'We moved to the north lot.' }, s.one.host),
    );
    expect(sent.recipients).toBe(3);
    await runJobsOnce(t.app.deps);
    for (const who of [s.a, s.b, s.e]) expect(await mailsOf(who.user.email)).toHaveLength(1);
    expect(await mailsOf(s.c.user.email)).toHaveLength(0);
  });

  it("refuses another farmer's distribution and another host's market, and bad input, writing nothing", async () => {
    const s = await marketDay();
    const other = await orderAtHostedMarket(t);
    const before = await countRows(t, dayMessages);
    const mine = `d${s.one.distribution.id}:${SATURDAY}`;
    expect(failure(await post(t, '/api/farmer/messages', { day: mine, body: 'Hi' }, other.farmer))).toEqual(
      expectError(404, ErrorCode.NotFound, NOT_FOUND.distribution),
    );
    expect(
      failure(
        await post(
          t,
          '/api/host/messages',
          { day: `m${s.one.market.id}:${SATURDAY}`, body: 'Hi' },
          other.host,
        ),
      ),
    ).toEqual(expectError(404, ErrorCode.NotFound, NOT_FOUND.market));
    // A host's key in the farmer's form, and the other way round.
    expect(
      failure(
        await post(
          t,
          '/api/farmer/messages',
          { day: `m${s.one.market.id}:${SATURDAY}`, body: 'Hi' },
          s.one.farmer,
        ),
      ).responseMessage,
    ).toBe(DAY_MESSAGE_TEXT.day);
    expect(failure(await post(t, '/api/host/messages', { day: mine, body: 'Hi' }, s.one.farmer)).status).toBe(
      403,
    );
    const bad: [Record<string, unknown>, string][] = [
      [{ day: mine, body: '   ' }, DAY_MESSAGE_TEXT.empty],
      [{ day: mine }, DAY_MESSAGE_TEXT.empty],
      [{ day: mine, body: 'x'.repeat(DAY_MESSAGE_MAX + 1) }, DAY_MESSAGE_TEXT.tooLong],
      [{ day: 'tuesday', body: 'Hi' }, DAY_MESSAGE_TEXT.day],
      [{ day: `d${s.one.distribution.id}:2026-12-05`, body: 'Hi' }, DAY_MESSAGE_TEXT.noBuyers],
    ];
    for (const [input, message] of bad)
      expect(failure(await post(t, '/api/farmer/messages', input, s.one.farmer)).responseMessage).toBe(
        message,
      );
    expect(await countRows(t, dayMessages)).toBe(before);
  });

  it('takes five messages an hour from one sender, then refuses until the hour has passed', async () => {
    const s = await marketDay();
    const day = `d${s.one.distribution.id}:${SATURDAY}`;
    for (let i = 1; i <= 5; i++)
      okData(await post(t, '/api/farmer/messages', { day, body: `Update ${i}` }, s.one.farmer));
    expect(failure(await post(t, '/api/farmer/messages', { day, body: 'Sixth' }, s.one.farmer))).toEqual(
      expectError(429, ErrorCode.RateLimited, DAY_MESSAGE_TEXT.rateLimited),
    );
    // The market's host is another sender, with their own five.
    okData(
      await post(t, '/api/host/messages', { day: `m${s.one.market.id}:${SATURDAY}`, body: 'Hi' }, s.one.host),
    );
    t.clock.set('2026-11-18T16:00:01Z');
    okData(await post(t, '/api/farmer/messages', { day, body: 'An hour later' }, s.one.farmer));
    t.clock.set(WEDNESDAY);
  });
});
