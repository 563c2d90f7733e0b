import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FEE_MESSAGE,
  PAID_ON_FUTURE,
  PAYMENT_REFERENCE_MESSAGE,
  type MoneyReportDto,
  type PayoutAccountDto,
  type StatementDetailDto,
  type StatementDto,
} from '@lfm/core';
import { auditLog, localTransfers, statementLines, statements } from '../../db/schema';
import { okData } from '../../test/catalog-helpers';
import { call, countRows, failure, get, post } from '../../test/helpers';
import {
  AFTER_CLOSE,
  DELIVERY_FEE_CENTS,
  SATURDAY_CLOSE,
  WEEK_MS,
  buy,
  cardBuyer,
  closeWindow,
  farmerStatements,
  payoutFarm,
} from '../../test/payout-helpers';
import { signedInAdmin } from '../../test/shop-helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signedInAdmin(t);
  admin = signedIn.token;
  adminId = signedIn.user.id;
}, 120_000);
afterAll(() => t.close());

/** A call of a Spanish reader (Accept-Language: es): the answer's words come in Spanish. */
const inSpanish = (method: 'GET' | 'POST', url: string, token: string, body?: Record<string, unknown>) =>
  call(t, { method, url, body, token, headers: { 'accept-language': 'es' } });
const said = (res: Awaited<ReturnType<typeof call>>) => okData<{ message: string }>(res).message;

const adminStatements = async (query = '') =>
  okData<{ statements: StatementDto[] }>(await get(t, `/api/admin/payouts/statements${query}`, admin))
    .statements;

describe("a farm's statement when its order window closes (issue 30.4)", () => {
  let shop: Awaited<ReturnType<typeof payoutFarm>>;
  let other: Awaited<ReturnType<typeof payoutFarm>>;
  let firstOrderId: number;
  let statement: StatementDto;

  beforeAll(async () => {
    okData(await post(t, '/api/admin/payouts/fee', { feeBasisPoints: 850 }, admin));
    shop = await payoutFarm(t, 1250);
    other = await payoutFarm(t, 300);
    okData(
      await post(t, '/api/admin/payouts/farmFee', { farmId: other.farm.id, feeBasisPoints: 500 }, admin),
    );

    const ada = await cardBuyer(t);
    const bea = await cardBuyer(t);
    firstOrderId = (await buy(t, ada, shop, { quantity: 2 }))._id;
    await buy(t, bea, shop, { quantity: 1, delivery: true });
    // Cancelled while the window is open: refunded before any statement, so on none.
    const cancelled = await buy(t, bea, shop, { quantity: 5 });
    okData(await post(t, '/api/payment/cancelOrder', { orderId: cancelled._id }, bea.token));
    await buy(t, ada, other, { quantity: 3 });

    expect(await farmerStatements(t, shop.farmerToken)).toEqual([]);
    await closeWindow(t);
    statement = (await farmerStatements(t, shop.farmerToken))[0]!;
  });

  it('counts its orders, items, delivery fees and the marketplace fee, in integer cents', () => {
    // 3 × $12.50 items, one $5 delivery; 8.5% of $37.50 = $3.1875, rounded to $3.19.
    expect(statement).toMatchObject({
      farmId: shop.farm.id,
      periodEnd: SATURDAY_CLOSE,
      periodStart: null,
      status: 'owed',
      orders: 2,
      itemsCents: 3750,
      deliveryCents: DELIVERY_FEE_CENTS,
      refundsCents: 0,
      feeCents: 319,
      owedCents: 3750 + DELIVERY_FEE_CENTS - 319,
    });
  });

  it("uses a farm's own fee when the admin set one", async () => {
    const [own] = await farmerStatements(t, other.farmerToken);
    expect(own).toMatchObject({ itemsCents: 900, feeCents: 45, owedCents: 855 });
  });

  it('shows its lines with the orders and products, and only to its farm', async () => {
    const detail = okData<StatementDetailDto>(
      await get(t, `/api/farmer/statement?statementId=${statement.id}`, shop.farmerToken),
    );
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines[0]).toMatchObject({
      kind: 'sale',
      orderId: firstOrderId,
      items: [{ productName: 'Carrots', quantity: 2, unitPriceCents: 1250 }],
      itemsCents: 2500,
      deliveryCents: 0,
      feeBasisPoints: 850,
      feeCents: 213,
      owedCents: 2287,
    });
    expect(detail.lines[1]).toMatchObject({
      itemsCents: 1250,
      deliveryCents: DELIVERY_FEE_CENTS,
      feeCents: 106,
    });
    const res = await get(t, `/api/farmer/statement?statementId=${statement.id}`, other.farmerToken);
    expect(res.statusCode).toBe(404);
    expect(failure(res).responseMessage).toBe('Statement not found.');
    const es = await inSpanish('GET', `/api/farmer/statement?statementId=${statement.id}`, other.farmerToken);
    expect(failure(es).responseMessage).toBe('No se encontró el estado de cuenta.');
  });

  it('downloads as CSV and as PDF', async () => {
    const csv = await get(
      t,
      `/api/farmer/statement/file?statementId=${statement.id}&format=csv`,
      shop.farmerToken,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"${firstOrderId}"`);
    expect(csv.body).toContain('"Amount owed","","","","","","","","","39.31"');
    const pdf = await get(
      t,
      `/api/farmer/statement/file?statementId=${statement.id}&format=pdf`,
      shop.farmerToken,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is made once however often the jobs run', async () => {
    await closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + 60_000).toISOString());
    expect(await farmerStatements(t, shop.farmerToken)).toHaveLength(1);
    expect(await countRows(t, statementLines, eq(statementLines.statementId, statement.id))).toBe(2);
  });

  it('the admin sees every farm for the period, and the payout file', async () => {
    const rows = await adminStatements('?periodEnd=2026-11-21');
    expect(rows.map((s) => s.farmId).sort()).toEqual([shop.farm.id, other.farm.id].sort());
    const file = await get(t, '/api/admin/payouts/export?periodEnd=2026-11-21', admin);
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')[0]).toContain('"Amount owed"');
    expect(file.body).toContain(`"${shop.farm.farmName}","","2026-11-21","2","39.31","Owed","no"`);
  });

  it('refuses bad fees and bad payment records with their message, writing nothing', async () => {
    for (const feeBasisPoints of [5001, -1, 12.5, 'ten'])
      expect(
        failure(await post(t, '/api/admin/payouts/fee', { feeBasisPoints }, admin)).responseMessage,
      ).toBe(FEE_MESSAGE);
    const settings = okData<{ feeBasisPoints: number }>(await get(t, '/api/admin/payouts/settings', admin));
    expect(settings.feeBasisPoints).toBe(850);

    const paid = { statementId: statement.id, method: 'check', reference: '1042', paidOn: '2026-11-21' };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...paid, reference: '  ' }, PAYMENT_REFERENCE_MESSAGE],
      [{ ...paid, paidOn: '2026-11-22' }, PAID_ON_FUTURE],
      [{ ...paid, paidOn: '21/11/2026' }, 'Payment date must be a date like 2026-11-01.'],
      [{ ...paid, method: 'bitcoin' }, 'Choose how it was paid.'],
    ];
    for (const [body, message] of bad)
      expect(failure(await post(t, '/api/admin/payouts/markPaid', body, admin)).responseMessage).toBe(
        message,
      );
    expect((await adminStatements()).find((s) => s.id === statement.id)?.status).toBe('owed');
    // Farmers cannot pay themselves.
    expect((await post(t, '/api/admin/payouts/markPaid', paid, shop.farmerToken)).statusCode).toBe(403);
  });

  it('the admin marks one paid (method, reference, date), once', async () => {
    const [, theOther] = [statement, (await farmerStatements(t, other.farmerToken))[0]!];
    const body = { statementId: theOther.id, method: 'check', reference: 'Check 1042', paidOn: '2026-11-21' };
    expect(okData(await post(t, '/api/admin/payouts/markPaid', body, admin))).toEqual({
      message: 'Statement marked as paid.',
    });
    expect((await farmerStatements(t, other.farmerToken))[0]).toMatchObject({
      status: 'paid',
      paidMethod: 'check',
      paidReference: 'Check 1042',
      paidOn: '2026-11-21',
    });
    const again = await post(t, '/api/admin/payouts/markPaid', body, admin);
    expect(again.statusCode).toBe(409);
    expect(failure(again).responseMessage).toBe('This statement is already paid.');
    expect(failure(await inSpanish('POST', '/api/admin/payouts/markPaid', admin, body)).responseMessage).toBe(
      'Este estado de cuenta ya está pagado.',
    );
  });

  it('pays by transfer to the connected account, for exactly the amount, once', async () => {
    const pay = () => post(t, '/api/admin/payouts/transfer', { statementId: statement.id }, admin);
    expect(failure(await pay()).responseMessage).toBe('This farm has not connected a payout account yet.');
    const payInSpanish = () =>
      inSpanish('POST', '/api/admin/payouts/transfer', admin, { statementId: statement.id });
    expect(failure(await payInSpanish()).responseMessage).toBe(
      'Esta granja todavía no ha conectado una cuenta para pagos.',
    );

    const { url } = okData<{ url: string }>(
      await post(t, '/api/farmer/payouts/connect', {}, shop.farmerToken),
    );
    const accountId = new URL(url, 'http://x').searchParams.get('account')!;
    expect(url).toMatch(/^\/farmer\/statements\/onboarding\?account=acct_local_/);
    expect(
      okData<PayoutAccountDto>(await get(t, '/api/farmer/payouts/account', shop.farmerToken)),
    ).toMatchObject({
      provider: 'local',
      connected: true,
      payoutsEnabled: false,
      feeBasisPoints: 850,
    });
    expect(failure(await pay()).responseMessage).toBe(
      "This farm's payout account is not ready for payouts yet: onboarding is not finished.",
    );
    expect(failure(await payInSpanish()).responseMessage).toBe(
      'La cuenta para pagos de esta granja todavía no puede recibir pagos: no terminó la configuración.',
    );
    // Another farmer cannot finish this farm's onboarding.
    expect(
      (await post(t, '/api/farmer/payouts/onboarding', { accountId }, other.farmerToken)).statusCode,
    ).toBe(404);
    expect(
      said(await inSpanish('POST', '/api/farmer/payouts/onboarding', shop.farmerToken, { accountId })),
    ).toBe('Tu cuenta para pagos está conectada.');

    const paid = await payInSpanish();
    expect(said(paid)).toBe('Pago enviado.');
    const { transferId } = okData<{ transferId: string }>(paid);
    const [transfer] = await t.database.db
      .select()
      .from(localTransfers)
      .where(eq(localTransfers.id, transferId));
    expect(transfer).toMatchObject({
      accountId,
      amountCents: statement.owedCents,
      idempotencyKey: `statement-${statement.id}`,
    });
    expect((await farmerStatements(t, shop.farmerToken))[0]).toMatchObject({
      status: 'paid',
      paidMethod: 'transfer',
      paidReference: transferId,
    });
    expect((await pay()).statusCode).toBe(409);
    expect(await countRows(t, localTransfers)).toBe(1);
  });

  it('a refund after the payout is a negative line on the next statement, counted once', async () => {
    okData(await post(t, '/api/admin/orders/refund', { orderId: firstOrderId }, admin));
    const again = await post(t, '/api/admin/orders/refund', { orderId: firstOrderId }, admin);
    expect(failure(again).responseMessage).toBe('This order is already cancelled.');
    // Next week: one more order, then the window closes.
    t.clock.set(new Date(Date.parse(AFTER_CLOSE) + 86_400_000).toISOString());
    await buy(t, await cardBuyer(t), shop, { quantity: 4 });
    await closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + WEEK_MS).toISOString());
    await closeWindow(t, new Date(Date.parse(AFTER_CLOSE) + 2 * WEEK_MS).toISOString());

    const list = await farmerStatements(t, shop.farmerToken);
    expect(list).toHaveLength(2);
    const next = list[0]!;
    // 4 × $12.50 = $50.00 sold (fee $4.25); the $25.00 order refunded, its $2.13 fee given back.
    expect(next).toMatchObject({
      periodStart: SATURDAY_CLOSE,
      itemsCents: 5000,
      deliveryCents: 0,
      refundsCents: 2500,
      feeCents: 425 - 213,
      owedCents: 5000 - 425 - (2500 - 213),
    });
    const detail = okData<StatementDetailDto>(
      await get(t, `/api/farmer/statement?statementId=${next.id}`, shop.farmerToken),
    );
    expect(detail.lines.find((l) => l.kind === 'refund')).toMatchObject({
      orderId: firstOrderId,
      itemsCents: -2500,
      feeCents: -213,
      owedCents: -2287,
    });
  });

  it('each fee change, payout, account and refund is in the audit trail once, refusals nowhere (issue 34.7)', async () => {
    const entries = await t.database.db.select().from(auditLog).orderBy(auditLog.id);
    const of = (action: string) => entries.filter((e) => e.action === action);
    const admins = { actorUserId: adminId, ip: '127.0.0.1' };
    expect(of('fee.marketplace')).toEqual([
      expect.objectContaining({ ...admins, detail: { fromBasisPoints: 1000, toBasisPoints: 850 } }),
    ]);
    expect(of('fee.farm')).toEqual([
      expect.objectContaining({
        ...admins,
        subjectType: 'farm',
        subjectId: other.farm.id,
        detail: { fromBasisPoints: null, toBasisPoints: 500 },
      }),
    ]);
    const theOther = (await farmerStatements(t, other.farmerToken)).at(-1)!;
    expect(of('payout.paid')).toEqual([
      expect.objectContaining({
        ...admins,
        subjectType: 'statement',
        subjectId: theOther.id,
        detail: {
          farmId: other.farm.id,
          amountCents: theOther.owedCents,
          method: 'check',
          reference: 'Check 1042',
          paidOn: '2026-11-21',
        },
      }),
    ]);
    expect(of('payout.account')).toEqual([
      expect.objectContaining({
        actorUserId: shop.farm.userId,
        subjectType: 'farm',
        subjectId: shop.farm.id,
        detail: expect.objectContaining({ provider: 'local' }),
      }),
    ]);
    expect(of('payout.transfer')).toEqual([
      expect.objectContaining({
        ...admins,
        subjectId: statement.id,
        detail: expect.objectContaining({ farmId: shop.farm.id, amountCents: statement.owedCents }),
      }),
    ]);
    expect(of('order.refund')).toEqual([
      expect.objectContaining({
        ...admins,
        subjectType: 'order',
        subjectId: firstOrderId,
        detail: { totalCents: 2500, paymentMethod: 'card', refundedCents: 2500 },
      }),
    ]);
  });

  it('the money report adds up with the statements (same query)', async () => {
    const all = await adminStatements();
    const report = okData<MoneyReportDto>(await get(t, '/api/admin/money', admin));
    const sum = (f: (s: StatementDto) => number) => all.reduce((s, r) => s + f(r), 0);
    expect(report.totals).toMatchObject({
      statements: all.length,
      grossCents: sum((s) => s.itemsCents + s.deliveryCents),
      refundsCents: sum((s) => s.refundsCents),
      feeCents: sum((s) => s.feeCents),
      owedCents: sum((s) => (s.status === 'carried' ? 0 : s.owedCents)),
      paidCents: sum((s) => (s.status === 'paid' ? s.owedCents : 0)),
    });
    expect(report.byFarm.reduce((s, r) => s + r.owedCents, 0)).toBe(report.totals.owedCents);
    expect(report.byPeriod.reduce((s, r) => s + r.feeCents, 0)).toBe(report.totals.feeCents);
    expect(report.byFarm.find((r) => r.key === String(shop.farm.id))).toMatchObject({
      label: shop.farm.farmName,
      statements: 2,
      paidCents: statement.owedCents,
    });
    const csv = await get(t, '/api/admin/money/export?from=2026-11-01&to=2026-12-31', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"Farm","${shop.farm.farmName}","2"`);
    const bad = await get(t, '/api/admin/money?from=2026-12-01&to=2026-11-01', admin);
    expect(failure(bad).responseMessage).toBe('The From date must not be after the To date.');
  });

  it('statement rows are the sums of their lines', async () => {
    for (const s of await t.database.db.select().from(statements)) {
      const lines = await t.database.db
        .select()
        .from(statementLines)
        .where(eq(statementLines.statementId, s.id));
      const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((a, l) => a + f(l), 0);
      expect(s.owedCents).toBe(sum((l) => l.owedCents));
      expect(s.feeCents).toBe(sum((l) => l.feeCents));
      expect(s.carriedCents).toBe(sum((l) => (l.kind === 'carry' ? l.owedCents : 0)));
      expect(s.owedCents).toBe(s.itemsCents + s.deliveryCents - s.refundsCents - s.feeCents + s.carriedCents);
    }
  });
});
