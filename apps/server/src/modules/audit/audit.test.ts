import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { ErrorCode, UserType, type AuditEntryDto } from '@lfm/core';
import { auditLog } from '../../db/schema';
import { createDistribution, createInventoryItem, createUser } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { call, countRows, expectError, failure, get, multipart, post } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import {
  buyer,
  charge,
  farmerApplication,
  itemFields,
  placed,
  readyCart,
  signedInAdmin,
  signedInFarmer,
} from '../../test/shop-helpers';
import { recordAudit } from '.';

let t: TestContext;
let admin: { user: { id: number; email: string }; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/** The newest entry of an action. */
const latest = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('audit trail: each action that changes money or access writes its entry', () => {
  it('approve and decline a farmer: who, what, from where', async () => {
    const approved = await farmerApplication(t);
    okData(
      await post(t, '/api/admin/farmerApplications/approve', { applicationId: approved.id }, admin.token),
    );
    expect(await latest('farmer.approve')).toMatchObject({
      actorUserId: admin.user.id,
      subjectType: 'application',
      subjectId: approved.id,
      detail: { email: approved.email },
      ip: '127.0.0.1',
    });
    const declined = await farmerApplication(t);
    okData(
      await post(t, '/api/admin/farmerApplications/decline', { applicationId: declined.id }, admin.token),
    );
    expect(await latest('farmer.decline')).toMatchObject({
      actorUserId: admin.user.id,
      subjectId: declined.id,
    });
  });

  it('disable and enable a user; allow and withdraw pay by invoice; a refused call writes nothing', async () => {
    const user = await createUser(t.database.db, { userType: UserType.Wholesaler });
    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: true }, admin.token));
    expect(await latest('user.disable')).toMatchObject({
      actorUserId: admin.user.id,
      subjectType: 'user',
      subjectId: user.id,
    });
    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: false }, admin.token));
    expect(await latest('user.enable')).toMatchObject({ subjectId: user.id });
    okData(await post(t, '/api/admin/users/invoiceStatus', { userId: user.id, approved: true }, admin.token));
    expect(await latest('invoice.allow')).toMatchObject({ actorUserId: admin.user.id, subjectId: user.id });
    okData(
      await post(t, '/api/admin/users/invoiceStatus', { userId: user.id, approved: false }, admin.token),
    );
    expect(await latest('invoice.withdraw')).toMatchObject({ subjectId: user.id });

    const before = await countRows(t, auditLog);
    const customer = await createUser(t.database.db);
    expect(
      failure(
        await post(t, '/api/admin/users/invoiceStatus', { userId: customer.id, approved: true }, admin.token),
      ).status,
    ).toBe(400);
    expect(
      failure(await post(t, '/api/admin/users/disable', { userId: 999_999, disabled: true }, admin.token))
        .status,
    ).toBe(404);
    const notAdmin = await buyer(t);
    expect(
      failure(
        await post(t, '/api/admin/users/disable', { userId: customer.id, disabled: true }, notAdmin.token),
      ).status,
    ).toBe(403);
    expect(await countRows(t, auditLog)).toBe(before);
  });

  it('a buyer cancels an order: the refund is recorded with the amount', async () => {
    const ready = await readyCart(t);
    const { order } = placed(await charge(t, ready.token, { stripeCardId: ready.cardId }));
    okData(await post(t, '/api/payment/cancelOrder', { orderId: order._id }, ready.token));
    const entry = await latest('order.cancel');
    expect(entry).toMatchObject({
      actorUserId: ready.user.id,
      subjectType: 'order',
      subjectId: order._id,
      ip: '127.0.0.1',
    });
    const { totalCents, refundedCents, paymentMethod } = entry!.detail;
    expect(paymentMethod).toBe('card');
    expect(totalCents).toBeGreaterThan(0);
    expect(refundedCents).toBe(totalCents);
  });

  it('a farmer changes a price and a delivery fee: old and new values; other edits write nothing', async () => {
    const { farm, token } = await signedInFarmer(t, { postalCode: '12401' });
    const item = await createInventoryItem(t.database.db, {
      farmId: farm.id,
      consumerPriceCents: 350,
      wholesalePriceCents: 250,
    });
    const fields = { ...itemFields, inventoryId: item.id };
    const edit = (f: typeof fields) =>
      call(t, { method: 'POST', url: '/api/farmer/inventory/edit', token, form: multipart(f) });
    const before = await countRows(t, auditLog, eq(auditLog.action, 'item.price'));
    okData(await edit({ ...fields, maximumConsumerQuantity: 20 }));
    expect(await countRows(t, auditLog, eq(auditLog.action, 'item.price'))).toBe(before);
    okData(await edit({ ...fields, consumerPriceCents: 400 }));
    expect(await latest('item.price')).toMatchObject({
      actorUserId: farm.userId,
      subjectType: 'inventory',
      subjectId: item.id,
      detail: { fromCents: { consumer: 350, wholesale: 250 }, toCents: { consumer: 400, wholesale: 250 } },
    });

    const d = await createDistribution(t.database.db, {
      farmId: farm.id,
      selectPickDel: 2,
      flatFeeCents: 500,
    });
    const body = {
      distributionId: d.id,
      selectPickDel: 2,
      deliveryPostalCodes: '12401',
      flatFeeCents: 500,
      deliveries: [{ day: 4, time: '2:00 PM - 6:00 PM', feeCents: 500 }],
      placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
      placeOrderClose: { day: 6, time: '6:00', meridiem: 'AM' },
    };
    okData(await post(t, '/api/farmer/distributions/edit', { ...body, flatFeeCents: 650 }, token));
    const fee = await latest('distribution.fees');
    expect(fee).toMatchObject({ actorUserId: farm.userId, subjectType: 'distribution', subjectId: d.id });
    expect(fee!.detail).toMatchObject({ from: { flatFeeCents: 500 }, to: { flatFeeCents: 650 } });
    const fees = await countRows(t, auditLog, eq(auditLog.action, 'distribution.fees'));
    okData(
      await post(
        t,
        '/api/farmer/distributions/edit',
        { ...body, flatFeeCents: 650, slotCapacity: 10 },
        token,
      ),
    );
    expect(await countRows(t, auditLog, eq(auditLog.action, 'distribution.fees'))).toBe(fees);
  });
});

describe('audit trail: append-only', () => {
  it('the table refuses an update and a delete, whoever asks', async () => {
    await recordAudit(t.database.db, {
      actorUserId: null,
      action: 'user.disable',
      subjectType: 'user',
      subjectId: 1,
      ip: null,
    });
    const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const refused = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'done',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(
      await refused(
        t.database.db.update(auditLog).set({ action: 'user.enable' }).where(eq(auditLog.id, row!.id)),
      ),
    ).toBe('audit_log is append-only: UPDATE refused');
    expect(await refused(t.database.db.delete(auditLog).where(eq(auditLog.id, row!.id)))).toBe(
      'audit_log is append-only: DELETE refused',
    );
    expect(await refused(t.database.db.execute(sql`update audit_log set ip = '6.6.6.6'`))).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(after).toEqual(row);
  });
});

describe('admin: audit list, filters and CSV', () => {
  it('lists newest first, filters by actor, action and date, and exports the same as CSV', async () => {
    const other = await signedInAdmin(t);
    const target = await createUser(t.database.db, { userType: 4 });
    t.clock.set('2026-11-02T15:00:00Z');
    okData(await post(t, '/api/admin/users/disable', { userId: target.id, disabled: true }, other.token));
    t.clock.set('2026-11-05T15:00:00Z');
    okData(await post(t, '/api/admin/users/disable', { userId: target.id, disabled: false }, other.token));
    t.clock.set('2026-11-18T15:00:00Z');

    const page = async (q: string) =>
      okData<{ result: AuditEntryDto[]; total: number }>(await get(t, `/api/admin/audit?${q}`, admin.token));

    const mine = await page(`actor=${encodeURIComponent(other.user.email)}`);
    expect(mine.result.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(mine.result[0]).toMatchObject({
      actorUserId: other.user.id,
      subjectId: target.id,
      ip: '127.0.0.1',
    });
    expect(mine.result[0]!.actorEmail).toBe(other.user.email);
    expect((await page(`actor=${other.user.id}&action=user.disable`)).result).toHaveLength(1);
    expect(
      (await page(`actor=${other.user.id}&from=2026-11-03&to=2026-11-30`)).result.map((e) => e.action),
    ).toEqual(['user.enable']);
    expect((await page('limit=1')).result).toHaveLength(1);
    expect(failure(await get(t, '/api/admin/audit?from=2026-11-05&to=2026-11-01', admin.token))).toEqual(
      expectError(400, ErrorCode.Validation, 'The From date must not be after the To date.'),
    );
    expect(failure(await get(t, '/api/admin/audit?from=yesterday', admin.token)).responseMessage).toBe(
      'From date must be a date like 2026-11-01.',
    );
    const visitor = await buyer(t);
    expect(failure(await get(t, '/api/admin/audit', visitor.token)).status).toBe(403);
    expect(failure(await get(t, '/api/admin/audit/export', visitor.token)).status).toBe(403);

    const csv = await get(t, `/api/admin/audit/export?actor=${other.user.id}`, admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="audit-trail.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"When","Actor","Actor id","Action","What","Subject","Subject id","Detail","From"');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"2026-11-05 10:00:00"');
    expect(lines[1]).toContain('"Enabled an account"');
    expect(lines[2]).toContain('"Disabled an account"');
  });
});
