/** Issue 13.6: the pick list and packing sheet open safely in a spreadsheet (OWASP CSV injection). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../lib/csv';
import { buildTestApp, type TestContext } from '../../test/test-app';
import { get } from '../../test/helpers';
import { addCard, buyer, charge, fillCart, pickupFarm, placed, sessionFor } from '../../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HYPERLINK = '=HYPERLINK("http://x","y")';

describe('CSV exports', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['Kale, "curly"', '"Kale, ""curly"""'],
    ['a=b', '"a=b"'],
    [-5, '"-5"'],
    // A negative amount written as text (a refund's '-36.00') stays a number the spreadsheet adds up.
    ['-36.00', '"-36.00"'],
    ['-36.00+1', `"'-36.00+1"`],
    ['-1e3', `"'-1e3"`],
  ])('cell %j is written %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('a buyer named =HYPERLINK(...) and an item named @SUM(...) are text in both sheets', async () => {
    const { farm, product } = await pickupFarm(t, { itemName: '@SUM(1+1)', variety: 'Nantes' });
    const b = await buyer(t, { firstName: HYPERLINK, lastName: '-Lovelace' });
    await fillCart(t, b.token, product.id, farm.id, 2);
    const { order } = placed(await charge(t, b.token, { stripeCardId: await addCard(t, b.token) }));
    const farmer = await sessionFor(t, farm.userId);

    const packing = await get(t, '/api/farmer/orders/packing?format=csv', farmer);
    expect(packing.statusCode).toBe(200);
    const row = packing.body.split('\r\n')[1]!;
    expect(row).toContain(`"#${order._id}","'=HYPERLINK(""http://x"",""y"") -Lovelace"`);
    expect(row).toContain(`"'@SUM(1+1) – Nantes"`);

    const pick = await get(t, '/api/farmer/orders/picklist?format=csv', farmer);
    expect(pick.body.split('\r\n')[1]).toMatch(/^"'@SUM\(1\+1\)",/);
    // No cell of either sheet begins with a formula character once its quote is opened.
    for (const body of [packing.body, pick.body])
      expect(body.split(/\r\n/).flatMap((line) => line.match(/(^|,)"[=+\-@\t\r]/g) ?? [])).toEqual([]);
  });
});
