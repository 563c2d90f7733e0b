import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { handOverDate, isWindowOpen, marketDay } from '@lfm/core';
import { diskStorage } from '../../adapters/storage';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { get, post } from '../../test/helpers';
import { ORDER_PAID_STATUS, ORDER_PENDING_STATUS } from '../../modules/orders';
import { distributions, farms, orderGroups, orders, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareData } from './index';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
afterAll(() => t.close());

const count = async (table: typeof users | typeof farms) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const login = (email: string, password: string) => post(t, '/api/user/login', { email, password });

describe('first start on an empty database with ADMIN_EMAIL/ADMIN_PASSWORD', () => {
  it('creates the admin and still loads the demo data and its accounts; the configured admin keeps its password', async () => {
    const storage = diskStorage(t.uploadsDir);
    const config = {
      ADMIN_EMAIL: 'admin@demo.local',
      ADMIN_PASSWORD: 'a-long-admin-password-24',
      SEED_DEMO: true,
    };
    expect(await prepareData({ ...t.app.deps, storage }, config)).toMatchObject({
      admin: 'created',
      seeded: true,
    });
    expect(await count(farms)).toBeGreaterThanOrEqual(8);
    for (const account of DEMO_ACCOUNTS.filter((a) => a.email !== config.ADMIN_EMAIL))
      expect((await login(account.email, DEMO_PASSWORD)).statusCode, account.email).toBe(200);
    // The admin made first is kept: its own password, not the demo one.
    expect((await login(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login(config.ADMIN_EMAIL, DEMO_PASSWORD)).statusCode).toBe(401);

    // The next start finds farms: nothing loads twice.
    const usersBefore = await count(users);
    expect(await prepareData({ ...t.app.deps, storage }, config)).toEqual({
      admin: 'unchanged',
      seeded: false,
    });
    expect(await count(users)).toBe(usersBefore);
  }, 900_000);

  it('the demo has a season behind it: every demo account finds its own work (issue 33.1)', async () => {
    const as = async (email: string) => {
      const res = await login(email, DEMO_PASSWORD);
      return (res.json() as { responseData: { accessToken: string } }).responseData.accessToken;
    };
    const data = async <T>(url: string, token: string) => {
      const res = await get(t, url, token);
      expect(res.statusCode, url).toBe(200);
      return (res.json() as { responseData: T }).responseData;
    };
    type Orders = { OrderDetails: { orders: { status: string }[]; subscriptions: { status: string }[] } };
    const customer = await data<Orders>('/api/payment/getOrder', await as('customer@demo.local'));
    expect(customer.OrderDetails.orders.length).toBeGreaterThanOrEqual(5);
    expect(customer.OrderDetails.subscriptions.length).toBeGreaterThanOrEqual(1);
    for (const email of ['wholesale@demo.local', 'school@demo.local']) {
      const buyer = await data<Orders>('/api/payment/getOrder', await as(email));
      expect(buyer.OrderDetails.orders.length, email).toBeGreaterThanOrEqual(5);
    }
    const farmer = await as('farmer@demo.local');
    const sales = await data<{ weeks: { salesCents: number }[] }>('/api/farmer/sales', farmer);
    expect(sales.weeks.filter((w) => w.salesCents > 0).length).toBeGreaterThanOrEqual(8);
    const farmOrders = await data<{ total: number }>('/api/farmer/orders?page=1&limit=10', farmer);
    expect(farmOrders.total).toBeGreaterThanOrEqual(20);
    for (const sheet of ['picklist', 'packing']) {
      const csv = await get(t, `/api/farmer/orders/${sheet}?format=csv`, farmer);
      expect(csv.statusCode, sheet).toBe(200);
      expect(csv.body.trim().split('\n').length, `${sheet} has lines below its header`).toBeGreaterThan(1);
    }
    const host = await data<{ result: { pickedUpAt: string | null }[]; total: number }>(
      '/api/host/pickups?page=1&limit=50',
      await as('host@demo.local'),
    );
    expect(host.total).toBeGreaterThanOrEqual(5);
    expect(host.result.some((g) => g.pickedUpAt)).toBe(true);
    // Every state: paid, pending (an unpaid invoice), cancelled; an invoice paid.
    const states = await t.database.db.execute(
      sql`select status, payment_method, count(*)::int as n from orders group by 1, 2`,
    );
    const n = (status: number, method: string) =>
      (states as unknown as { rows: { status: number; payment_method: string; n: number }[] }).rows.find(
        (r) => r.status === status && r.payment_method === method,
      )?.n ?? 0;
    expect(n(1, 'card')).toBeGreaterThan(50);
    expect(n(1, 'invoice')).toBeGreaterThan(0);
    expect(n(0, 'invoice')).toBeGreaterThan(0);
    expect(n(3, 'card') + n(3, 'invoice')).toBeGreaterThan(0);
    // This week's work on the demo farm: orders placed in the order window open now, for the next pickup
    // day and the next delivery day (the day an order placed now is handed over), still to hand over.
    const now = t.app.deps.clock.now();
    const [demoFarm] = await t.database.db
      .select({ id: farms.id })
      .from(farms)
      .innerJoin(users, eq(users.id, farms.userId))
      .where(eq(users.email, 'farmer@demo.local'));
    const live = await t.database.db
      .select({ g: orderGroups, placedAt: orders.createdAt, d: distributions })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(distributions, eq(distributions.id, orderGroups.distributionId))
      .where(
        and(
          inArray(orders.status, [ORDER_PAID_STATUS, ORDER_PENDING_STATUS]),
          isNull(orderGroups.pickedUpAt),
          inArray(orderGroups.courierType, ['Pickup', 'Delivery']),
          eq(orderGroups.farmId, demoFarm!.id),
        ),
      );
    const thisWindow = live.filter(({ g, placedAt, d }) => {
      if (g.day == null || !isWindowOpen(d, now)) return false;
      const next = handOverDate(now, g.day, d.placeOrderClose, d.timeZone);
      return next >= marketDay(now) && handOverDate(placedAt, g.day, d.placeOrderClose, d.timeZone) === next;
    });
    for (const kind of ['Pickup', 'Delivery'])
      expect(thisWindow.filter(({ g }) => g.courierType === kind).length, kind).toBeGreaterThan(0);
    // No mail of the history waits to be sent.
    const mail = await t.database.db.execute(
      sql`select count(*)::int as n from jobs where state = 'queued' and name like 'email.%'`,
    );
    expect((mail as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 60_000);
});
