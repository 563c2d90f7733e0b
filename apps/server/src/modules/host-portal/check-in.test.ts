import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECK_IN_MESSAGES, ErrorCode, type CheckInOrderDto, type OrderDto } from '@lfm/core';
import { orderGroups } from '../../db/schema';
import { runJobsOnce } from '../../jobs/handlers';
import { signPickupRef } from '../../lib/pickup-code';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { expectError, failure, get, latestMail, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { pdfText } from '../../test/pdf-text';
import { orderAtHostedMarket } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const buyersOrder = async (token: string, orderId: number) =>
  okData<{ order: OrderDto }>(await get(t, `/api/payment/getOrderById?orderId=${orderId}`, token)).order;
const lookup = (token: string, q: string) => get(t, `/api/host/checkIn?q=${encodeURIComponent(q)}`, token);
const groupRow = async (id: number) =>
  (await t.database.db.select().from(orderGroups).where(eq(orderGroups.id, id)))[0]!;

describe('check-in by pick-up code (issue 33.2)', () => {
  it("gives each pickup order a signed code; the host's scan shows its items and hands it over", async () => {
    const s = await orderAtHostedMarket(t);
    const order = await buyersOrder(s.buyer.token, s.order._id);
    expect(order.pickupRef).toBe(signPickupRef(t.config.PICKUP_SECRET, s.order._id));
    expect(order.pickupRef).toMatch(new RegExp(`^LFM1-${s.order._id}-[A-Za-z0-9_-]{16}$`));

    const found = okData<{ result: CheckInOrderDto[] }>(await lookup(s.host, order.pickupRef!)).result;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      orderId: s.order._id,
      buyerName: `${s.buyer.user.firstName} ${s.buyer.user.lastName}`,
      pickedUpAt: null,
      cancelled: false,
      farms: [
        {
          groupId: s.groupId,
          farmName: s.farm.farmName,
          locationName: s.market.marketName,
          productList: [expect.objectContaining({ productName: 'Kale', productQuantity: 2 })],
        },
      ],
    });

    t.clock.set('2026-11-21T15:30:00Z');
    const done = okData<{ message: string; alreadyHandedOver: boolean }>(
      await post(t, '/api/host/checkIn/handOver', { ref: order.pickupRef }, s.host),
    );
    expect(done).toMatchObject({ message: CHECK_IN_MESSAGES.handedOver, alreadyHandedOver: false });
    expect(await groupRow(s.groupId)).toMatchObject({
      pickedUpBy: s.hostId,
      pickedUpAt: new Date('2026-11-21T15:30:00Z'),
      harvestStatus: 2,
    });
    // The buyer sees it picked up; the host's next scan says who handed it over and when.
    expect((await buyersOrder(s.buyer.token, s.order._id)).buyList[0]!.pickedUpAt).toBe(
      '2026-11-21T15:30:00.000Z',
    );
    const again = okData<{ result: CheckInOrderDto[] }>(await lookup(s.host, order.pickupRef!)).result[0]!;
    expect(again.pickedUpAt).toBe('2026-11-21T15:30:00.000Z');
    expect(again.pickedUpBy).toEqual(expect.any(String));

    // A queued offline scan sent a second time changes nothing.
    t.clock.set('2026-11-21T16:00:00Z');
    const twice = okData<{ alreadyHandedOver: boolean; message: string }>(
      await post(t, '/api/host/checkIn/handOver', { ref: order.pickupRef }, s.host),
    );
    expect(twice).toMatchObject({ alreadyHandedOver: true, message: CHECK_IN_MESSAGES.alreadyHandedOver });
    expect((await groupRow(s.groupId)).pickedUpAt).toEqual(new Date('2026-11-21T15:30:00Z'));
    t.clock.set('2026-11-18T15:00:00Z');
  });

  it('records an offline scan at its scan time when believable, else at its arrival', async () => {
    const arrival = '2026-11-21T18:00:00Z';
    const send = async (scannedAt: string) => {
      t.clock.set('2026-11-18T15:00:00Z');
      const s = await orderAtHostedMarket(t);
      const ref = (await buyersOrder(s.buyer.token, s.order._id)).pickupRef!;
      t.clock.set(arrival);
      const res = await post(t, '/api/host/checkIn/handOver', { ref, scannedAt }, s.host);
      return { s, res, ref, row: await groupRow(s.groupId) };
    };
    // Queued three hours ago at the table, sent when the connection returned: the scan's time.
    const queued = await send('2026-11-21T15:00:00.000Z');
    expect(okData<{ alreadyHandedOver: boolean }>(queued.res).alreadyHandedOver).toBe(false);
    expect(queued.row.pickedUpAt).toEqual(new Date('2026-11-21T15:00:00Z'));
    expect((await buyersOrder(queued.s.buyer.token, queued.s.order._id)).buyList[0]!.pickedUpAt).toBe(
      '2026-11-21T15:00:00.000Z',
    );
    // With an offset, as another client may write it.
    expect((await send('2026-11-21T12:30:00-05:00')).row.pickedUpAt).toEqual(
      new Date('2026-11-21T17:30:00Z'),
    );
    // A phone's clock ahead of the server, or a scan more than a day old: the time it arrived.
    for (const claimed of ['2026-11-21T18:00:01Z', '2026-11-22T09:00:00Z', '2026-11-20T17:59:59Z']) {
      const { row } = await send(claimed);
      expect(row, claimed).toMatchObject({ pickedUpAt: new Date(arrival), harvestStatus: 2 });
    }
    expect((await send('2026-11-20T18:00:00Z')).row.pickedUpAt).toEqual(new Date('2026-11-20T18:00:00Z'));

    // Not a time at all: refused, and the order stays to hand over.
    const bad = await send('yesterday at noon');
    expect(failure(bad.res)).toEqual(expectError(400, ErrorCode.Validation, CHECK_IN_MESSAGES.scannedAt));
    expect(bad.row).toMatchObject({ pickedUpAt: null, pickedUpBy: null });
    t.clock.set('2026-11-18T15:00:00Z');
  });

  it('finds an order by its number or the buyer name, only at the host markets', async () => {
    const s = await orderAtHostedMarket(t);
    const other = await orderAtHostedMarket(t);
    const byNumber = okData<{ result: CheckInOrderDto[] }>(await lookup(s.host, `#${s.order._id}`)).result;
    expect(byNumber.map((o) => o.orderId)).toEqual([s.order._id]);
    const byName = okData<{ result: CheckInOrderDto[] }>(await lookup(s.host, s.buyer.user.lastName)).result;
    expect(byName.map((o) => o.orderId)).toEqual([s.order._id]);
    // The other market's order is 'not here', as if it did not exist.
    expect(failure(await lookup(s.host, String(other.order._id)))).toEqual(
      expectError(404, ErrorCode.NotFound, CHECK_IN_MESSAGES.notHere),
    );
    expect(failure(await lookup(s.host, '   '))).toEqual(
      expectError(400, ErrorCode.Validation, CHECK_IN_MESSAGES.query),
    );
  });

  it('refuses a tampered code, and another market host, changing nothing', async () => {
    const s = await orderAtHostedMarket(t);
    const other = await orderAtHostedMarket(t);
    const ref = (await buyersOrder(s.buyer.token, s.order._id)).pickupRef!;
    // Another order number under this order's signature, and this order's number with a changed signature.
    const forged = [
      ref.replace(`LFM1-${s.order._id}-`, `LFM1-${other.order._id}-`),
      ref.slice(0, -1) + (ref.endsWith('A') ? 'B' : 'A'),
      signPickupRef('someone-elses-secret-key', s.order._id),
    ];
    for (const code of forged) {
      expect(failure(await lookup(s.host, code))).toEqual(
        expectError(400, ErrorCode.Validation, CHECK_IN_MESSAGES.invalidCode),
      );
      expect(failure(await post(t, '/api/host/checkIn/handOver', { ref: code }, s.host))).toEqual(
        expectError(400, ErrorCode.Validation, CHECK_IN_MESSAGES.invalidCode),
      );
    }
    // The genuine code, scanned by the host of another market.
    expect(failure(await lookup(other.host, ref))).toEqual(
      expectError(404, ErrorCode.NotFound, CHECK_IN_MESSAGES.notHere),
    );
    expect(failure(await post(t, '/api/host/checkIn/handOver', { ref }, other.host))).toEqual(
      expectError(404, ErrorCode.NotFound, CHECK_IN_MESSAGES.notHere),
    );
    expect(
      failure(await post(t, '/api/host/checkIn/handOver', { orderId: s.order._id }, other.host)).status,
    ).toBe(404);
    // Neither a buyer nor a farmer checks orders in.
    expect(failure(await post(t, '/api/host/checkIn/handOver', { ref }, s.buyer.token)).status).toBe(403);
    expect(failure(await post(t, '/api/host/checkIn/handOver', { ref }, s.farmer)).status).toBe(403);
    expect(failure(await post(t, '/api/host/checkIn/handOver', {}, s.host))).toEqual(
      expectError(400, ErrorCode.Validation, CHECK_IN_MESSAGES.refOrOrder),
    );
    expect(await groupRow(s.groupId)).toMatchObject({ pickedUpAt: null, pickedUpBy: null });
  });

  it('puts the code in the receipt email (inline QR picture) and the PDF', async () => {
    const s = await orderAtHostedMarket(t);
    await runJobsOnce(t.app.deps);
    const ref = (await buyersOrder(s.buyer.token, s.order._id)).pickupRef!;
    const mail = await latestMail(t, s.buyer.user.email);
    expect(mail).toContain(`Pick-up code: ${ref}`);
    expect(mail).toContain('src="cid:pickup-code"');
    expect(mail).toMatch(/Content-Type: image\/png; name=pickup-code.png/);
    expect(mail).toMatch(/Content-Id: <pickup-code>/i);
    const pdf = await get(t, `/api/payment/orderPdf?orderId=${s.order._id}`, s.buyer.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload).replace(/\s+/g, ' ')).toContain('Show this code at the pick-up table.');
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });
});
