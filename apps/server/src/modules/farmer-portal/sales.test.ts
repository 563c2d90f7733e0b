import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmSalesDto } from '@lfm/core';
import { orderGroups, orderLines, orders } from '../../db/schema';
import { createFarm, createInventoryItem, createUser } from '../../db/factories';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { failure, get } from '../../test/helpers';
import { okData } from '../../test/catalog-helpers';
import { sessionFor } from '../../test/shop-helpers';

let t: TestContext;
let farmer: string;
let buyerToken: string;
const DAY = 86_400_000;
/** YYYY-MM-DD in New York, as the export's dates are read. */
const nyDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(d);

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  const now = t.app.deps.clock.now().getTime();
  const owner = await createUser(db, { userType: 1 });
  const farm = await createFarm(db, { userId: owner.id });
  const other = await createFarm(db);
  const carrots = await createInventoryItem(db, { farmId: farm.id, itemName: 'Carrots' });
  const kale = await createInventoryItem(db, { farmId: farm.id, itemName: '+Kale' });
  const elsewhere = await createInventoryItem(db, { farmId: other.id, itemName: 'Leeks' });
  // A buyer whose name a spreadsheet would run as a formula.
  const buyer = await createUser(db, { userType: 2, firstName: '=HYPERLINK("http://x")', lastName: 'Doe' });
  let key = 0;
  const order = async (
    daysAgo: number,
    f: { id: number; farmName: string },
    courierType: string,
    lines: [{ id: number; itemName: string }, number, number][],
    status = 1,
  ) => {
    const amount = lines.reduce((s, [, q, p]) => s + q * p, 0);
    const fee = courierType === 'Delivery' ? 500 : 0;
    const [o] = await db
      .insert(orders)
      .values({
        userId: buyer.id,
        status,
        amountCents: amount,
        deliveryFeesCents: fee,
        totalCents: amount + fee,
        paymentMethod: 'card',
        idempotencyKey: `sales-${++key}`,
        billingInfo: {},
        createdAt: new Date(now - daysAgo * DAY),
      })
      .returning();
    const [g] = await db
      .insert(orderGroups)
      .values({
        orderId: o!.id,
        farmId: f.id,
        farmName: f.farmName,
        courierType,
        deliveryFeesCents: fee,
        totalCents: amount + fee,
      })
      .returning();
    await db.insert(orderLines).values(
      lines.map(([item, quantity, unitPriceCents]) => ({
        orderGroupId: g!.id,
        inventoryId: item.id,
        productName: item.itemName,
        unitPriceCents,
        quantity,
        unit: 'bunch',
      })),
    );
  };
  await order(1, farm, 'Pickup', [[carrots, 2, 500]]);
  await order(8, farm, 'Delivery', [[kale, 5, 400]]);
  await order(13 * 7, farm, 'Shipping', [[carrots, 9, 100]]); // before the 12 weeks
  await order(1, farm, 'Pickup', [[kale, 7, 100]], 3); // cancelled
  await order(2, other, 'Pickup', [[elsewhere, 3, 300]]); // another farm's
  farmer = await sessionFor(t, owner.id);
  buyerToken = await sessionFor(t, buyer.id);
});
afterAll(() => t.close());

describe('farmer/sales (issue 18.5)', () => {
  it("sums the farm's live orders per week for 12 weeks, its top items and the way they went", async () => {
    const sales = okData<FarmSalesDto>(await get(t, '/api/farmer/sales', farmer));
    expect(sales.weeks).toHaveLength(12);
    const mondays = sales.weeks.map((w) => new Date(`${w.weekStart}T12:00:00Z`));
    expect(mondays.every((d) => d.getUTCDay() === 1)).toBe(true);
    expect(mondays[11]!.getTime() - mondays[0]!.getTime()).toBe(11 * 7 * DAY);
    expect(sales.weeks.at(-1)!.weekStart <= nyDate(t.app.deps.clock.now())).toBe(true);
    expect(sales.weeks.reduce((s, w) => s + w.salesCents, 0)).toBe(1000 + 2500);
    expect(sales.weeks.reduce((s, w) => s + w.orders, 0)).toBe(2);
    expect(
      sales.weeks
        .filter((w) => w.salesCents > 0)
        .map((w) => w.salesCents)
        .sort(),
    ).toEqual(expect.arrayContaining([1000]));
    expect(sales.topItems).toEqual([
      { productName: '+Kale', quantity: 5, salesCents: 2000 },
      { productName: 'Carrots', quantity: 2, salesCents: 1000 },
    ]);
    expect(sales.split).toEqual([
      { courierType: 'Pickup', orders: 1, salesCents: 1000 },
      { courierType: 'Delivery', orders: 1, salesCents: 2500 },
      { courierType: 'Shipping', orders: 0, salesCents: 0 },
    ]);
  });

  it('exports the order lines of a date range as CSV, formula-looking cells escaped', async () => {
    const now = t.app.deps.clock.now().getTime();
    const res = await get(
      t,
      `/api/farmer/orders/export?from=${nyDate(new Date(now - 20 * DAY))}&to=${nyDate(new Date(now))}`,
      farmer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Order","Placed","Status","Buyer","Email","Way","Product","Variety","Quantity","Unit","Unit price","Line total","Delivery fee","Order total (farm)"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"") Doe"`);
    expect(lines[1]).toContain(`"Delivery","'+Kale"`);
    expect(lines[2]).toContain('"Pickup","Carrots"');
    expect(res.body).not.toMatch(/Leeks|Shipping/);
    // One day only: the order of yesterday.
    const yesterday = nyDate(new Date(now - DAY));
    const one = await get(t, `/api/farmer/orders/export?from=${yesterday}&to=${yesterday}`, farmer);
    expect(one.body.trim().split('\r\n')).toHaveLength(2);
  });

  it("comes in Spanish from a Spanish page's link (?lang=es): its columns, statuses and ways; the farm's words as written", async () => {
    const now = t.app.deps.clock.now().getTime();
    const res = await get(
      t,
      `/api/farmer/orders/export?from=${nyDate(new Date(now - 20 * DAY))}&to=${nyDate(new Date(now))}&lang=es`,
      farmer,
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Pedido","Hecho el","Estado","Comprador","Correo","Forma","Producto","Variedad","Cantidad","Unidad","Precio por unidad","Total de la línea","Tarifa de entrega","Total del pedido (granja)"',
    );
    expect(lines[1]).toContain(`"Entrega a domicilio","'+Kale"`);
    expect(lines[2]).toContain('"Recoger","Carrots"');
    expect(res.body).not.toMatch(/"(Paid|Pending|Delivery|Pickup)"/);
  });

  it.each([
    ['from=2026-11-20&to=2026-11-01', 'The From date must not be after the To date.'],
    ['from=2026-13-01&to=2026-12-01', 'From date must be a date like 2026-11-01.'],
    ['from=2026-02-30&to=2026-03-01', 'From date must be a date like 2026-11-01.'],
    ['to=2026-11-01', 'From date is required.'],
  ])('refuses %s: %s', async (query, message) => {
    const res = await get(t, `/api/farmer/orders/export?${query}`, farmer);
    expect(res.statusCode).toBe(400);
    expect(failure(res).responseMessage).toBe(message);
  });

  it('is for farmers only', async () => {
    expect((await get(t, '/api/farmer/sales', buyerToken)).statusCode).toBe(403);
    expect(
      (await get(t, '/api/farmer/orders/export?from=2026-11-01&to=2026-11-02', buyerToken)).statusCode,
    ).toBe(403);
  });
});
