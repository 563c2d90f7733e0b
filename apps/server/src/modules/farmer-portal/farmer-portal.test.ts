import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, type FarmOrdersPage, type OrderDto } from '@lfm/core';
import { orderGroups, users } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, expectError, failure, get, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { orderAtHostedMarket } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const scenario = () => orderAtHostedMarket(t);
const buyersOrder = async (token: string, orderId: number) =>
  okData<{ order: OrderDto }>(await get(t, `/api/payment/getOrderById?orderId=${orderId}`, token)).order;

describe('farmer portal: orders', () => {
  it("lists only the farm's own order groups with the buyer and what to hand over", async () => {
    const mine = await scenario();
    await scenario(); // another farm's order
    const page = okData<FarmOrdersPage>(await get(t, '/api/farmer/orders', mine.farmer));
    expect(page.total).toBe(1);
    expect(page.result[0]).toMatchObject({
      _id: mine.groupId,
      orderId: mine.order._id,
      courierType: 'Pickup',
      locationName: mine.market.marketName,
      harvestStatus: 0,
      buyer: { email: mine.buyer.user.email },
      productList: [expect.objectContaining({ productName: 'Kale', productQuantity: 2 })],
    });
    expect(
      okData<FarmOrdersPage>(await get(t, '/api/farmer/orders?harvestStatus=1', mine.farmer)).total,
    ).toBe(0);
  });

  it('sets the harvest status and tracking; the buyer sees them and is emailed', async () => {
    const s = await scenario();
    expect(
      okData<{ message: string }>(
        await post(t, '/api/farmer/orders/harvestStatus', { groupId: s.groupId, harvestStatus: 1 }, s.farmer),
      ).message,
    ).toBe('Marked Harvested.');
    okData(
      await post(
        t,
        '/api/farmer/orders/tracking',
        { groupId: s.groupId, trackingNumbers: ['9400111899223344556677'] },
        s.farmer,
      ),
    );
    // A farmer whose page is in Spanish reads the same answers in Spanish (issue 32).
    const inSpanish = (url: string, body: Record<string, unknown>) =>
      call(t, { method: 'POST', url, body, token: s.farmer, headers: { 'accept-language': 'es' } });
    expect(
      okData<{ message: string }>(
        await inSpanish('/api/farmer/orders/harvestStatus', { groupId: s.groupId, harvestStatus: 1 }),
      ).message,
    ).toBe('Marcado como cosechado.');
    expect(
      okData<{ message: string }>(
        await inSpanish('/api/farmer/orders/tracking', {
          groupId: s.groupId,
          trackingNumbers: ['9400111899223344556677'],
        }),
      ).message,
    ).toBe('Números de rastreo guardados.');
    const order = await buyersOrder(s.buyer.token, s.order._id);
    expect(order.buyList[0]).toMatchObject({
      harvestStatus: 1,
      trackingInfo: [{ trackingNumber: '9400111899223344556677' }],
    });
    expect(order.harvestStatus).toBe(1);

    await runJobsOnce(t.app.deps);
    const mail = await t.outbox(s.buyer.user.email);
    expect(mail.some((m) => m.raw.includes('is ready for pickup'))).toBe(true);
    expect(
      mail.some(
        (m) =>
          m.raw.includes('TrackConfirmAction?tLabels=3D9400111899223344556677') ||
          m.raw.includes('tLabels=9400111899223344556677'),
      ),
    ).toBe(true);
  });

  it("refuses bad input and another farm's order group; nothing changes", async () => {
    const s = await scenario();
    const other = await scenario();
    expect(
      failure(
        await post(
          t,
          '/api/farmer/orders/harvestStatus',
          { groupId: other.groupId, harvestStatus: 2 },
          s.farmer,
        ),
      ),
    ).toEqual(expectError(404, ErrorCode.NotFound, 'Order not found.'));
    expect(
      failure(
        await post(t, '/api/farmer/orders/harvestStatus', { groupId: s.groupId, harvestStatus: 7 }, s.farmer),
      ).responseMessage,
    ).toBe('Harvest status must be 0 Pending, 1 Harvested, 2 Fulfilled or 3 Out of Stock.');
    expect(
      failure(
        await post(
          t,
          '/api/farmer/orders/tracking',
          { groupId: s.groupId, trackingNumbers: ['<script>'] },
          s.farmer,
        ),
      ).responseMessage,
    ).toBe('A tracking number is letters and digits, at most 40.');
    const [g] = await t.database.db.select().from(orderGroups).where(eq(orderGroups.id, other.groupId));
    expect(g).toMatchObject({ harvestStatus: 0, trackingNumbers: [] });
  });

  it('is for farmers only', async () => {
    const s = await scenario();
    expect(failure(await get(t, '/api/farmer/orders', s.buyer.token))).toEqual(
      expectError(403, ErrorCode.Forbidden, 'Only farmers can do that.'),
    );
    expect(failure(await get(t, '/api/farmer/orders', s.host)).status).toBe(403);
    expect(failure(await get(t, '/api/farmer/orders')).errorCode).toBe(ErrorCode.InvalidToken);
  });
});

describe('pick list, packing sheet and dashboard', () => {
  it("lists what to harvest and what goes in each bag, as CSV and PDF, for the farm's own orders only", async () => {
    const s = await scenario();
    await scenario(); // another farm's order stays out
    const csv = await get(t, '/api/farmer/orders/picklist?format=csv&day=6', s.farmer);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      '"Product","Variety","Unit","Quantity","Orders"\r\n"Kale","Nantes","bunch","2","1"\r\n',
    );
    const packing = await get(t, '/api/farmer/orders/packing?format=csv', s.farmer);
    expect(packing.body.split('\r\n')[1]).toContain(`"#${s.order._id}"`);
    // Each bag says where it goes: the market of the pickup.
    expect(packing.body.split('\r\n')[0]).toContain('"Where"');
    expect(packing.body.split('\r\n')[1]).toContain(`"Pickup at ${s.market.marketName}"`);
    const pdf = await get(t, '/api/farmer/orders/packing?format=pdf', s.farmer);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="packing-sheet.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(failure(await get(t, '/api/farmer/orders/picklist?format=xls', s.farmer)).responseMessage).toBe(
      'Format is csv or pdf.',
    );
  });

  it('shows orders and sales of the current window and items low in stock', async () => {
    const s = await scenario();
    const d = okData<{ current: { orders: number; salesCents: number }; lowStock: { itemName: string }[] }>(
      await get(t, '/api/farmer/dashboard', s.farmer),
    );
    expect(d.current).toMatchObject({ orders: 1, salesCents: 800 });
    expect(d.lowStock).toEqual([]);
    // The orders list filters by the same windows: the order is in the current one, not the last.
    const inWindow = (w: string) =>
      get(t, `/api/farmer/orders?window=${w}`, s.farmer).then((r) => okData<{ total: number }>(r).total);
    expect(await inWindow('current')).toBe(1);
    expect(await inWindow('last')).toBe(0);
    expect(failure(await get(t, '/api/farmer/orders?window=someday', s.farmer))).toEqual(
      expectError(400, ErrorCode.Validation, 'Window is current or last.'),
    );
  });
});

describe('order window close summary', () => {
  it('sends the farmer one summary per closed window, however often the runner runs', async () => {
    const s = await scenario();
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, s.farm.userId));
    t.clock.set('2026-11-21T12:00:00Z'); // Saturday 7:00 in New York: the window closed at 6:00
    try {
      await runJobsOnce(t.app.deps);
      await runJobsOnce(t.app.deps);
    } finally {
      t.clock.set('2026-11-18T15:00:00Z');
    }
    const mail = (await t.outbox(owner!.email)).filter((m) => m.raw.includes('this window'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toContain('1 order, $8.00 in products');
    expect(mail[0]!.raw).toContain('Kale (bunch): $8.00');
  });
});

describe('pick-up host portal', () => {
  it("lists the host's market pickups and marks one picked up; the buyer sees it", async () => {
    const s = await scenario();
    await scenario(); // another host's market
    const page = okData<FarmOrdersPage>(await get(t, '/api/host/pickups?day=6', s.host));
    expect(page.result.map((g) => g._id)).toEqual([s.groupId]);
    expect(okData<FarmOrdersPage>(await get(t, '/api/host/pickups?day=2', s.host)).total).toBe(0);

    expect(
      okData<{ message: string }>(await post(t, '/api/host/pickups/pickedUp', { groupId: s.groupId }, s.host))
        .message,
    ).toBe('Marked as picked up.');
    const order = await buyersOrder(s.buyer.token, s.order._id);
    expect(order.buyList[0]).toMatchObject({ harvestStatus: 2, pickedUpAt: '2026-11-18T15:00:00.000Z' });
    expect(
      failure(await post(t, '/api/host/pickups/pickedUp', { groupId: s.groupId }, s.host)).responseMessage,
    ).toBe('This order has already been picked up.');
  });

  it("refuses another host's pickup and non-hosts; nothing changes", async () => {
    const s = await scenario();
    const other = await scenario();
    expect(failure(await post(t, '/api/host/pickups/pickedUp', { groupId: other.groupId }, s.host))).toEqual(
      expectError(404, ErrorCode.NotFound, 'Pickup not found.'),
    );
    expect(failure(await get(t, '/api/host/pickups', s.farmer))).toEqual(
      expectError(403, ErrorCode.Forbidden, 'Only pick-up hosts can do that.'),
    );
    expect(failure(await get(t, '/api/host/pickups?day=9', s.host)).responseMessage).toBe(
      'Day must be 0 (Sunday) to 6 (Saturday).',
    );
    const [g] = await t.database.db.select().from(orderGroups).where(eq(orderGroups.id, other.groupId));
    expect(g!.pickedUpAt).toBeNull();
  });
});
