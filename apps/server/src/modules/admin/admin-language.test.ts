/**
 * Issue 32: what the server writes for an admin follows the admin's language, as its error messages do:
 * the answers' messages (Accept-Language, the saved language), the reports' rows, and the files (CSV)
 * downloaded from a Spanish page (`?lang=es`, which fileUrl adds), their columns and their words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDay } from '@lfm/core';
import { WEDNESDAY_MORNING, okData } from '../../test/catalog-helpers';
import { call, failure, get, post } from '../../test/helpers';
import { englishLeft } from '../../test/mail';
import { addCard, buyer, charge, fillCart, pickupFarm, placed, signedInAdmin } from '../../test/shop-helpers';
import { buildTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: string;
let adminId: number;
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(WEDNESDAY_MORNING);
  ({
    token: admin,
    user: { id: adminId },
  } = await signedInAdmin(t));
  today = marketDay(t.clock.now());
  // One paid card order, picked up at the farm: something for the reports to count.
  const { farm, product } = await pickupFarm(t);
  const b = await buyer(t);
  await fillCart(t, b.token, product.id, farm.id, 1);
  placed(await charge(t, b.token, { stripeCardId: await addCard(t, b.token) }));
});
afterAll(() => t.close());

const inSpanish = { 'accept-language': 'es-US,es;q=0.9' };
const message = (res: { json: <T>() => T }) =>
  res.json<{ responseData: { message: string } }>().responseData.message;
const csvLines = (body: string) => body.trim().split('\r\n');

describe("an admin's answers in the admin's language", () => {
  it('disabling and enabling an account, and refusing to disable your own, say it in Spanish', async () => {
    const { user } = await buyer(t);
    const disable = (userId: number, disabled: boolean) =>
      call(t, {
        method: 'POST',
        url: '/api/admin/users/disable',
        body: { userId, disabled },
        token: admin,
        headers: inSpanish,
      });
    expect(message(await disable(user.id, true))).toBe('Cuenta desactivada.');
    expect(message(await disable(user.id, false))).toBe('Cuenta activada.');
    expect(failure(await disable(adminId, true)).responseMessage).toBe(
      'No puedes desactivar tu propia cuenta.',
    );
    // In English as before for an English reader.
    expect(
      message(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: true }, admin)),
    ).toBe('User disabled.');
  });

  it("an admin who chose Spanish (the profile's language) gets Spanish without asking", async () => {
    const es = await signedInAdmin(t);
    okData(await post(t, '/api/user/setLanguage', { language: 'es' }, es.token));
    const restaurant = await buyer(t, { userType: 3, consumerType: 3 });
    const allow = await post(
      t,
      '/api/admin/users/invoiceStatus',
      { userId: restaurant.user.id, approved: true },
      es.token,
    );
    expect(message(allow)).toBe('Aprobado para pagar con factura.');
    const shopper = await buyer(t);
    expect(
      failure(
        await post(
          t,
          '/api/admin/users/invoiceStatus',
          { userId: shopper.user.id, approved: true },
          es.token,
        ),
      ).responseMessage,
    ).toBe('Solo los compradores mayoristas pueden pagar con factura.');
  });
});

describe("the payouts' answers in the admin's language", () => {
  const asSpanishAdmin = (url: string, body: Record<string, unknown>) =>
    call(t, { method: 'POST', url, body, token: admin, headers: inSpanish });

  it("the fees: saved, a farm's cleared, and a fee out of range refused, in Spanish", async () => {
    // The marketplace's default fee (10%) saved as it is: nothing else in this file changes.
    expect(message(await asSpanishAdmin('/api/admin/payouts/fee', { feeBasisPoints: 1000 }))).toBe(
      'Comisión del mercado guardada.',
    );
    expect(
      failure(await asSpanishAdmin('/api/admin/payouts/fee', { feeBasisPoints: 9000 })).responseMessage,
    ).toMatch(/^La comisión/);
    const { farm } = await pickupFarm(t);
    expect(
      message(await asSpanishAdmin('/api/admin/payouts/farmFee', { farmId: farm.id, feeBasisPoints: 800 })),
    ).toBe('Comisión de la granja guardada.');
    expect(
      message(await asSpanishAdmin('/api/admin/payouts/farmFee', { farmId: farm.id, feeBasisPoints: null })),
    ).toBe('Ahora la granja paga la comisión del mercado.');
    expect(
      failure(await asSpanishAdmin('/api/admin/payouts/farmFee', { farmId: 999_999, feeBasisPoints: 800 }))
        .responseMessage,
    ).toBe('No se encontró la granja.');
    // In English as before for an English reader.
    expect(message(await post(t, '/api/admin/payouts/fee', { feeBasisPoints: 1000 }, admin))).toBe(
      'Marketplace fee saved.',
    );
  });

  it('a statement that does not exist is not found, in Spanish', async () => {
    const res = await asSpanishAdmin('/api/admin/payouts/markPaid', {
      statementId: 999_999,
      method: 'check',
      reference: '1042',
      paidOn: today,
    });
    expect(res.statusCode).toBe(404);
    expect(failure(res).responseMessage).toBe('No se encontró el estado de cuenta.');
  });
});

describe("the reports' rows in the admin's language", () => {
  const period = () => `from=${today}&to=${today}`;
  const rows = async (report: string, headers: Record<string, string> = inSpanish) =>
    (
      await call(t, {
        method: 'GET',
        url: `/api/admin/reports?report=${report}&${period()}`,
        token: admin,
        headers,
      })
    ).json<{ responseData: { rows: Record<string, string | number>[] } }>().responseData.rows;

  it('statuses, ways, kinds of buyer and of refund come in Spanish; the figures are the same', async () => {
    const byStatus = await rows('orders-by-status');
    expect(byStatus.map((r) => r.status)).toEqual([
      'Pago pendiente',
      'Pagado',
      'Cancelado',
      'Sin cosechar aún',
      'Cosechado',
      'Entregado',
      'Agotado',
    ]);
    expect(byStatus.find((r) => r.status === 'Pagado')).toMatchObject({ pickup: 1, total: 1 });
    const english = await rows('orders-by-status', {});
    expect(english.map((r) => r.total)).toEqual(byStatus.map((r) => r.total));
    expect(english[1]!.status).toBe('Paid');

    expect((await rows('sales-by-market')).map((r) => r.market)).toEqual(['Recogido en la granja']);
    expect((await rows('buyers')).map((r) => r.buyers)).toEqual(['Nuevos', 'Recurrentes']);
    expect((await rows('refunds')).map((r) => r.kind)).toEqual([
      'Cancelados, tarjeta reembolsada',
      'Cancelados, factura anulada',
      'Agotados en la granja',
    ]);
  });

  it("the CSV opened from a Spanish page (?lang=es) has the page's Spanish columns and rows", async () => {
    const res = await get(t, `/api/admin/reports/csv?report=orders-by-status&${period()}&lang=es`, admin);
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('"Estado","Recoger","Entrega a domicilio","Envío","Total"');
    expect(lines[2]).toBe('"Pagado","1","0","0","1"');
    expect(
      englishLeft(res.body, [
        'admin.report.row.payment',
        'admin.report.row.harvest',
        'admin.report.column.status',
      ]),
    ).toEqual([]);
  });
});

describe("the admin's other files in the admin's language (?lang=es)", () => {
  it('the audit trail: columns, actions, subjects and details', async () => {
    const { user } = await buyer(t);
    okData(await post(t, '/api/admin/users/disable', { userId: user.id, disabled: true }, admin));
    const res = await get(t, `/api/admin/audit/export?action=user.disable&lang=es`, admin);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe('"Cuándo","Quién","Id de quién","Acción","Qué","Sobre","Id","Detalle","Desde"');
    expect(lines[1]).toContain('"user.disable","Desactivó una cuenta","Cuenta"');
  });

  it('the payouts file and the money report: their columns and totals', async () => {
    const payouts = csvLines((await get(t, '/api/admin/payouts/export?lang=es', admin)).body);
    expect(payouts[0]).toBe(
      '"Estado de cuenta","Granja","Inicio del periodo","Fin del periodo","Pedidos","Importe adeudado","Estado","Cuenta de pagos conectada","Pagado el","Forma de pago","Referencia"',
    );
    const money = csvLines((await get(t, '/api/admin/money/export?lang=es', admin)).body);
    expect(money[0]).toBe(
      '"Grupo","Nombre","Estados de cuenta","Ventas brutas","Reembolsos","Comisiones del mercado","Adeudado","Pagado","Sin pagar"',
    );
    expect(money.at(-1)).toMatch(/^"Total","Todas las granjas",/);
  });
});

describe("a market's own words in Spanish (issue 32.4)", () => {
  const market = {
    marketName: 'Plaza Pop-Up',
    description: 'A pop-up on the plaza every Saturday.',
    addressLine1: '2 Water St',
    city: 'Kingston',
    state: 'NY',
    postalCode: '12401',
    marketOrderWindow: 'Order Sunday to Thursday noon',
    marketPickupWindows: ['Saturday 9:00 AM – 12:00 PM'],
  };
  const publicMarket = async (search: string) =>
    okData<{ marketInfo: Record<string, unknown>[] }>(await get(t, `/api/market/getMarkets?search=${search}`))
      .marketInfo[0]!;

  it('the admin writes them beside the English; shoppers get both, and a market without them only the English', async () => {
    const saved = okData<{ market: { id: number; descriptionEs: string; marketPickupWindowsEs: string[] } }>(
      await post(
        t,
        '/api/admin/markets/save',
        {
          ...market,
          descriptionEs: 'Un mercado en la plaza cada sábado.',
          marketOrderWindowEs: 'Pide de domingo a jueves al mediodía',
          marketPickupWindowsEs: ['Sábado 9:00 AM – 12:00 PM'],
        },
        admin,
      ),
    ).market;
    expect(saved).toMatchObject({
      descriptionEs: 'Un mercado en la plaza cada sábado.',
      marketPickupWindowsEs: ['Sábado 9:00 AM – 12:00 PM'],
    });
    expect(await publicMarket('Plaza')).toMatchObject({
      desc: market.description,
      descEs: 'Un mercado en la plaza cada sábado.',
      marketOrderWindow: market.marketOrderWindow,
      marketOrderWindowEs: 'Pide de domingo a jueves al mediodía',
      marketPickupWindows: market.marketPickupWindows,
      marketPickupWindowsEs: ['Sábado 9:00 AM – 12:00 PM'],
    });
    const admins = okData<{ result: { id: number; marketOrderWindowEs: string }[] }>(
      await get(t, '/api/admin/markets', admin),
    ).result;
    expect(admins.find((m) => m.id === saved.id)!.marketOrderWindowEs).toBe(
      'Pide de domingo a jueves al mediodía',
    );

    okData(await post(t, '/api/admin/markets/save', { ...market, marketName: 'Solo English Market' }, admin));
    const english = await publicMarket('Solo');
    expect(english).not.toHaveProperty('descEs');
    expect(english).not.toHaveProperty('marketOrderWindowEs');
    expect(english).not.toHaveProperty('marketPickupWindowsEs');
  });
});
