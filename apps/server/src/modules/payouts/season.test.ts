import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  formatShortDate,
  marketDay,
  type MoneyReportDto,
  type StatementDetailDto,
  type StatementDto,
} from '@lfm/core';
import { distributions, orderGroups, orders } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { okData } from '../../test/catalog-helpers';
import { call, failure, get, post } from '../../test/helpers';
import { pdfText } from '../../test/pdf-text';
import {
  AFTER_CLOSE,
  SATURDAY_CLOSE,
  WEEK_MS,
  buy,
  cardBuyer,
  checkOut,
  closeWindow,
  fillFarm,
  payoutFarm,
} from '../../test/payout-helpers';
import { signedInAdmin } from '../../test/shop-helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

/** mulberry32: the same season every run (change SEED to walk another). */
const SEED = 30_4;
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WEEKS = 4;
const WEDNESDAY = Date.parse('2026-11-18T15:00:00Z');

let t: TestContext;
let admin: string;
beforeAll(async () => {
  // The season is longer than a session's default 30 days: the same people sign in once.
  t = await buildTestApp({ SESSION_TTL_DAYS: '90' });
  admin = (await signedInAdmin(t)).token;
}, 120_000);
afterAll(() => t.close());

describe('a generated season of orders (issue 30.4)', () => {
  it("statements plus the marketplace's fees equal the orders' totals less refunds, farm by farm", async () => {
    const rand = random(SEED);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    okData(await post(t, '/api/admin/payouts/fee', { feeBasisPoints: 733 }, admin));
    // Prices that make the fee's rounding matter; one farm pays its own fee.
    const farms = [await payoutFarm(t, 1999), await payoutFarm(t, 333), await payoutFarm(t, 1275)];
    okData(
      await post(t, '/api/admin/payouts/farmFee', { farmId: farms[1]!.farm.id, feeBasisPoints: 1250 }, admin),
    );
    const buyers = [await cardBuyer(t), await cardBuyer(t), await cardBuyer(t)];
    const placedOrders: { id: number; buyer: (typeof buyers)[number] }[] = [];
    const events = { orders: 0, cancelled: 0, refundedAfterClose: 0, markedPaid: 0 };

    for (let week = 0; week < WEEKS; week++) {
      t.clock.set(new Date(WEDNESDAY + week * WEEK_MS));
      // Refunds of orders whose window has closed (some already paid out to their farm).
      for (const o of placedOrders.filter(() => rand() < 0.15)) {
        const res = await post(t, '/api/admin/orders/refund', { orderId: o.id }, admin);
        if (res.statusCode === 200) events.refundedAfterClose++;
      }
      const count = 3 + Math.floor(rand() * 4);
      for (let n = 0; n < count; n++) {
        const who = pick(buyers);
        // One to three farms in one order, each by pickup or by delivery.
        const chosen = farms.filter(() => rand() < 0.6);
        if (chosen.length === 0) chosen.push(pick(farms));
        for (const shop of chosen)
          await fillFarm(t, who.token, shop, {
            quantity: 1 + Math.floor(rand() * 5),
            delivery: rand() < 0.4,
          });
        const order = await checkOut(t, who);
        events.orders++;
        if (rand() < 0.15) {
          okData(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, who.token));
          events.cancelled++;
        } else placedOrders.push({ id: order._id, buyer: who });
      }
      await closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + week * WEEK_MS).toISOString());
      // The admin pays some of the week's statements.
      const owed = okData<{ statements: StatementDto[] }>(
        await get(t, '/api/admin/payouts/statements?status=owed', admin),
      ).statements;
      for (const s of owed.filter((x) => x.owedCents > 0 && rand() < 0.5)) {
        const paidOn = new Date(Date.parse(AFTER_CLOSE) + week * WEEK_MS).toISOString().slice(0, 10);
        okData(
          await post(
            t,
            '/api/admin/payouts/markPaid',
            { statementId: s.id, method: 'bank_transfer', reference: `ACH ${s.id}`, paidOn },
            admin,
          ),
        );
        events.markedPaid++;
      }
    }
    // A last close takes the refunds of the last week.
    t.clock.set(new Date(WEDNESDAY + WEEKS * WEEK_MS));
    for (const o of placedOrders.filter(() => rand() < 0.15)) {
      const res = await post(t, '/api/admin/orders/refund', { orderId: o.id }, admin);
      if (res.statusCode === 200) events.refundedAfterClose++;
    }
    await closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + WEEKS * WEEK_MS).toISOString());

    // The season walked every path it is meant to.
    expect(events.cancelled).toBeGreaterThan(0);
    expect(events.refundedAfterClose).toBeGreaterThan(0);
    expect(events.markedPaid).toBeGreaterThan(0);

    const statements = okData<{ statements: StatementDto[] }>(
      await get(t, '/api/admin/payouts/statements', admin),
    ).statements;
    const { db } = t.database;
    for (const { farm } of farms) {
      // What buyers paid this farm, less what they got back (a cancelled order is refunded in full).
      const [paid] = await db
        .select({
          total: sql<number>`coalesce(sum(${orderGroups.totalCents}), 0)::int`,
          refunded: sql<number>`coalesce(sum(${orderGroups.totalCents}) filter (where ${orders.status} = 3), 0)::int`,
        })
        .from(orderGroups)
        .innerJoin(orders, eq(orders.id, orderGroups.orderId))
        .where(eq(orderGroups.farmId, farm.id));
      const mine = statements.filter((s) => s.farmId === farm.id);
      // A carried statement's balance is a line of the next one: counted there.
      const owed = mine.reduce((s, r) => s + (r.status === 'carried' ? 0 : r.owedCents), 0);
      const fees = mine.reduce((s, r) => s + r.feeCents, 0);
      expect(owed + fees, `farm ${farm.id}`).toBe(paid!.total - paid!.refunded);
      expect(mine.length).toBeGreaterThan(1);
    }
    const [all] = await db
      .select({
        total: sql<number>`sum(${orders.totalCents})::int`,
        refunded: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} = 3), 0)::int`,
      })
      .from(orders);
    const report = okData<MoneyReportDto>(await get(t, '/api/admin/money', admin));
    expect(report.totals.owedCents + report.totals.feeCents).toBe(all!.total - all!.refunded);
    expect(report.totals.grossCents - report.totals.refundsCents).toBe(all!.total - all!.refunded);
    console.info(`season (seed ${SEED}): ${JSON.stringify(events)}, ${statements.length} statements`);
  }, 300_000);

  it("a statement owing below zero is carried to the farm's next one, and the season still adds up", async () => {
    // Weeks after the generated season's, so the two stay apart whichever runs.
    const week = (n: number) => new Date(WEDNESDAY + n * WEEK_MS);
    const close = (n: number) =>
      closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + n * WEEK_MS).toISOString());
    const [carrying, even] = [await payoutFarm(t, 1000), await payoutFarm(t, 1000)];
    for (const { farm } of [carrying, even])
      okData(await post(t, '/api/admin/payouts/farmFee', { farmId: farm.id, feeBasisPoints: 1000 }, admin));
    const who = await cardBuyer(t);
    const statementsOf = async (farmId: number) =>
      okData<{ statements: StatementDto[] }>(await get(t, '/api/admin/payouts/statements', admin))
        .statements.filter((s) => s.farmId === farmId)
        .sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
    const pay = (statementId: number) =>
      post(
        t,
        '/api/admin/payouts/markPaid',
        { statementId, method: 'check', reference: `Check ${statementId}`, paidOn: '2026-12-01' },
        admin,
      );

    // Week 6: $50 sold by the one farm, $10 by the other; both statements paid.
    t.clock.set(week(6));
    const big = await buy(t, who, carrying, { quantity: 5 });
    const small = await buy(t, who, even, { quantity: 1 });
    await close(6);
    for (const { farm } of [carrying, even]) okData(await pay((await statementsOf(farm.id))[0]!.id));

    // Week 7: both paid orders refunded; each farm sells $10. One farm's refund exceeds its sales.
    t.clock.set(week(7));
    for (const order of [big, small])
      okData(await post(t, '/api/admin/orders/refund', { orderId: order._id }, admin));
    await buy(t, who, carrying, { quantity: 1 });
    await buy(t, who, even, { quantity: 1 });
    await close(7);
    const negative = (await statementsOf(carrying.farm.id))[1]!;
    // $10 sold ($1 fee) less the $50 order refunded with its $5 fee back: $9 - $45.
    expect(negative).toMatchObject({
      status: 'owed',
      refundsCents: 5000,
      feeCents: 100 - 500,
      owedCents: -3600,
    });
    expect(failure(await pay(negative.id)).responseMessage).toBe(
      'Nothing is owed on this statement, so there is nothing to pay.',
    );
    // The other farm's refund equals its sales: a zero statement, neither owed nor carried.
    const zero = (await statementsOf(even.farm.id))[1]!;
    expect(zero).toMatchObject({ status: 'owed', owedCents: 0, carriedCents: 0 });
    expect(failure(await pay(zero.id)).responseMessage).toBe(
      'Nothing is owed on this statement, so there is nothing to pay.',
    );

    // Week 8: $80 sold; the next statement carries the $36 back.
    t.clock.set(week(8));
    await buy(t, who, carrying, { quantity: 8 });
    await buy(t, who, even, { quantity: 1 });
    await close(8);
    await close(9); // a later pass carries nothing twice
    const [, carried, next] = await statementsOf(carrying.farm.id);
    expect(carried).toMatchObject({
      id: negative.id,
      status: 'carried',
      owedCents: -3600,
      carriedTo: { statementId: next!.id, periodEnd: next!.periodEnd },
    });
    expect(next).toMatchObject({
      itemsCents: 8000,
      feeCents: 800,
      carriedCents: -3600,
      owedCents: 7200 - 3600,
    });
    expect(failure(await pay(carried!.id)).responseMessage).toBe(
      "This statement's balance was carried to the farm's next statement, so there is nothing to pay.",
    );
    const detail = okData<StatementDetailDto>(
      await get(t, `/api/farmer/statement?statementId=${next!.id}`, carrying.farmerToken),
    );
    expect(detail.lines[0]).toMatchObject({
      kind: 'carry',
      orderId: null,
      carriedFrom: { statementId: carried!.id, periodEnd: carried!.periodEnd },
      itemsCents: 0,
      feeCents: 0,
      owedCents: -3600,
    });
    expect(detail.lines.filter((l) => l.kind === 'carry')).toHaveLength(1);
    const [, stillZero, evenNext] = await statementsOf(even.farm.id);
    expect(stillZero).toMatchObject({ status: 'owed', owedCents: 0, carriedTo: null });
    expect(evenNext).toMatchObject({ carriedCents: 0, owedCents: 900 });

    // The CSV and PDF say it, in English and in Spanish.
    const file = (id: number, format: string, lang = 'en') =>
      call(t, {
        method: 'GET',
        url: `/api/farmer/statement/file?statementId=${id}&format=${format}`,
        token: carrying.farmerToken,
        headers: { cookie: `lang=${lang}` },
      });
    const day = formatShortDate(marketDay(carried!.periodEnd));
    const nextCsv = (await file(next!.id, 'csv')).body;
    expect(nextCsv).toContain(`"Balance carried from the statement of ${day}"`);
    expect(nextCsv).toContain('"Balance carried from earlier statements","","","","","","","","","-36.00"');
    expect(nextCsv).toContain('"Amount owed","","","","","","","","","36.00"');
    const carriedCsv = (await file(carried!.id, 'csv')).body;
    expect(carriedCsv).toMatch(/"Status","","","Carried to the statement of [^"]+","","","","","","Carried"/);
    expect((await file(carried!.id, 'csv', 'es')).body).toMatch(
      /"Estado","","","Trasladado al estado de cuenta del [^"]+","","","","","","Trasladado"/,
    );
    expect((await file(next!.id, 'csv', 'es')).body).toContain(
      `"Saldo trasladado del estado de cuenta del ${formatShortDate(marketDay(carried!.periodEnd), 'es')}"`,
    );
    const pdf = await file(next!.id, 'pdf', 'es');
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Saldo trasladado de estados de cuenta anteriores');

    // The season's sum holds with the carry in it: a carried balance counts once, on the next statement.
    const { db } = t.database;
    for (const { farm } of [carrying, even]) {
      const [paid] = await db
        .select({
          total: sql<number>`coalesce(sum(${orderGroups.totalCents}), 0)::int`,
          refunded: sql<number>`coalesce(sum(${orderGroups.totalCents}) filter (where ${orders.status} = 3), 0)::int`,
        })
        .from(orderGroups)
        .innerJoin(orders, eq(orders.id, orderGroups.orderId))
        .where(eq(orderGroups.farmId, farm.id));
      const mine = await statementsOf(farm.id);
      const owed = mine.reduce((s, r) => s + (r.status === 'carried' ? 0 : r.owedCents), 0);
      const fees = mine.reduce((s, r) => s + r.feeCents, 0);
      expect(owed + fees, `farm ${farm.id}`).toBe(paid!.total - paid!.refunded);
      const report = okData<MoneyReportDto>(await get(t, '/api/admin/money', admin));
      expect(report.byFarm.find((r) => r.key === String(farm.id))).toMatchObject({
        owedCents: owed,
        feeCents: fees,
      });
    }
  }, 300_000);

  describe("a refund after the farm's last statement (issue 30.4: never goes unrecorded)", () => {
    // Weeks after the tests above, so they stay apart whichever runs.
    const week = (n: number) => new Date(WEDNESDAY + n * WEEK_MS);
    const close = (n: number) =>
      closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + n * WEEK_MS).toISOString());
    const statementsOf = async (farmId: number) =>
      okData<{ statements: StatementDto[] }>(await get(t, '/api/admin/payouts/statements', admin))
        .statements.filter((s) => s.farmId === farmId)
        .sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
    const refund = async (orderId: number) =>
      okData(await post(t, '/api/admin/orders/refund', { orderId }, admin));
    /** The farmer retires every distribution of the farm: no order window of it closes again. */
    async function stopSelling(shop: Awaited<ReturnType<typeof payoutFarm>>) {
      const rows = await t.database.db
        .select({ id: distributions.id })
        .from(distributions)
        .where(eq(distributions.farmId, shop.farm.id));
      for (const { id } of rows)
        okData(await post(t, '/api/farmer/distributions/remove', { distributionId: id }, shop.farmerToken));
    }
    /** A $30 order of a new farm (10% fee) at week n. */
    async function sold(n: number) {
      t.clock.set(week(n));
      // Months after the season's start: the admin signs in again.
      admin = (await signedInAdmin(t)).token;
      const shop = await payoutFarm(t, 1000);
      okData(
        await post(t, '/api/admin/payouts/farmFee', { farmId: shop.farm.id, feeBasisPoints: 1000 }, admin),
      );
      const order = await buy(t, await cardBuyer(t), shop, { quantity: 3 });
      return { shop, order };
    }
    /** The sale's statement (its window closed) marked paid. */
    async function paidOut({ shop }: Awaited<ReturnType<typeof sold>>) {
      const [stated] = await statementsOf(shop.farm.id);
      expect(stated).toMatchObject({ itemsCents: 3000, feeCents: 300, owedCents: 2700 });
      okData(
        await post(
          t,
          '/api/admin/payouts/markPaid',
          {
            statementId: stated!.id,
            method: 'check',
            reference: `Check ${stated!.id}`,
            paidOn: '2026-12-20',
          },
          admin,
        ),
      );
    }
    /** The refund is one negative line, on a statement of the farm after the paid one, once. */
    async function expectRefundStated(shop: { farm: { id: number }; farmerToken: string }, orderId: number) {
      const [paid, ...after] = await statementsOf(shop.farm.id);
      expect(paid).toMatchObject({ status: 'paid', owedCents: 2700 });
      expect(after).toHaveLength(1);
      expect(after[0]).toMatchObject({
        itemsCents: 0,
        refundsCents: 3000,
        feeCents: -300,
        owedCents: -2700,
        status: 'owed',
      });
      const detail = okData<StatementDetailDto>(
        await get(t, `/api/farmer/statement?statementId=${after[0]!.id}`, shop.farmerToken),
      );
      expect(detail.lines).toMatchObject([
        { kind: 'refund', orderId, itemsCents: -3000, feeCents: -300, owedCents: -2700 },
      ]);
    }
    /** The season's sum: statements plus fees are the orders' totals less refunds, farm by farm and in all. */
    async function expectSeasonAddsUp(farmIds: number[]) {
      const { db } = t.database;
      const report = okData<MoneyReportDto>(await get(t, '/api/admin/money', admin));
      for (const farmId of farmIds) {
        const [paid] = await db
          .select({
            total: sql<number>`coalesce(sum(${orderGroups.totalCents}), 0)::int`,
            refunded: sql<number>`coalesce(sum(${orderGroups.totalCents}) filter (where ${orders.status} = 3), 0)::int`,
          })
          .from(orderGroups)
          .innerJoin(orders, eq(orders.id, orderGroups.orderId))
          .where(eq(orderGroups.farmId, farmId));
        const mine = await statementsOf(farmId);
        const owed = mine.reduce((s, r) => s + (r.status === 'carried' ? 0 : r.owedCents), 0);
        const fees = mine.reduce((s, r) => s + r.feeCents, 0);
        expect(owed + fees, `farm ${farmId}`).toBe(paid!.total - paid!.refunded);
        expect(report.byFarm.find((r) => r.key === String(farmId))).toMatchObject({
          owedCents: owed,
          feeCents: fees,
        });
      }
      const [all] = await db
        .select({
          total: sql<number>`sum(${orders.totalCents})::int`,
          refunded: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} = 3), 0)::int`,
        })
        .from(orders);
      expect(report.totals.owedCents + report.totals.feeCents).toBe(all!.total - all!.refunded);
    }

    it('a farm with no order window left gets a statement of the refund alone, and the season adds up', async () => {
      const sale = await sold(10);
      await close(10);
      await paidOut(sale);
      const { shop, order } = sale;
      await stopSelling(shop);
      t.clock.set(week(11));
      await refund(order._id);
      await runJobsOnce(t.app.deps);
      await expectRefundStated(shop, order._id);
      // Later passes and closes state it no more.
      await close(11);
      await close(12);
      await expectRefundStated(shop, order._id);
      await expectSeasonAddsUp([shop.farm.id]);
    });

    it('a farm that still sells gets it on its next window; one that stopped before it closed, a week on', async () => {
      const [selling, stopping] = [await sold(13), await sold(13)];
      await close(13);
      for (const sale of [selling, stopping]) await paidOut(sale);
      t.clock.set(week(14));
      await refund(selling.order._id);
      await refund(stopping.order._id);
      await runJobsOnce(t.app.deps);
      // Both still have a window to close: no statement of their own yet.
      expect(await statementsOf(selling.shop.farm.id)).toHaveLength(1);
      expect(await statementsOf(stopping.shop.farm.id)).toHaveLength(1);
      await stopSelling(stopping.shop);
      await close(14);
      await expectRefundStated(selling.shop, selling.order._id);
      const sellingNext = (await statementsOf(selling.shop.farm.id))[1]!;
      expect(sellingNext.periodEnd).toBe(new Date(Date.parse(SATURDAY_CLOSE) + 14 * WEEK_MS).toISOString());
      // The stopped farm's window never closed: a week and a day after the refund it is stated alone.
      expect(await statementsOf(stopping.shop.farm.id)).toHaveLength(1);
      t.clock.set(new Date(week(14).getTime() + 8 * 86_400_000 + 60_000));
      await runJobsOnce(t.app.deps);
      await expectRefundStated(stopping.shop, stopping.order._id);
      await close(16);
      await expectRefundStated(selling.shop, selling.order._id);
      await expectRefundStated(stopping.shop, stopping.order._id);
      await expectSeasonAddsUp([selling.shop.farm.id, stopping.shop.farm.id]);
    });
  });
});
