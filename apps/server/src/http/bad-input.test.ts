/**
 * Issue 13.2: bad input is a 400 with a clear message and writes nothing, never a 500. The three
 * causes the outside probe found: a control character (NUL) in text, an id past its column's range,
 * and a time zone that is not an IANA name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTROL_CHAR_MESSAGE,
  ErrorCode,
  SINGLE_LINE_MESSAGE,
  TIME_ZONE_MESSAGE,
  windowPointSchema,
} from '@lfm/core';
import { addresses, farmerApplications, newsletterSignups, users } from '../db/schema';
import { buildTestApp, type TestContext } from '../test/test-app';
import { countRows, expectError, failure, get, post, signupCall, signupFields } from '../test/helpers';
import { okData } from '../test/catalog-helpers';
import { buyer, signedInFarmer } from '../test/shop-helpers';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const invalid = (message: string) => expectError(400, ErrorCode.Validation, message);
const farmer = async () => (await signedInFarmer(t)).token;
const window = (timeZone: unknown) => ({
  placeOrderOpen: windowPointSchema.parse({ day: 0, time: '6:00', meridiem: 'AM' }),
  placeOrderClose: windowPointSchema.parse({ day: 6, time: '6:00', meridiem: 'AM' }),
  timeZone,
});

describe('control characters in text', () => {
  it('a NUL in a JSON body field is refused and nothing is written', async () => {
    const b = await buyer(t);
    const before = await countRows(t, addresses);
    const res = await post(
      t,
      '/api/user/addAddress',
      { addressLine1: '1 Main\u0000 St', city: 'Kingston', state: 'NY', postalCode: '12401' },
      b.token,
    );
    expect(failure(res)).toEqual(invalid(CONTROL_CHAR_MESSAGE));
    expect(await countRows(t, addresses)).toBe(before);
  });

  it('a NUL anywhere in a body, even a field the route ignores or a nested one, is refused', async () => {
    const before = await countRows(t, newsletterSignups);
    for (const body of [
      { name: 'Ada', email: 'ada@example.com', zipCode: '12401', extra: 'x\u0000' },
      { name: 'Ada', email: 'ada@example.com', zipCode: '12401', nested: { list: ['\u0000'] } },
      { name: 'Ada\u0007', email: 'ada@example.com', zipCode: '12401' },
    ])
      expect(failure(await post(t, '/api/newsletter/newsletterSignup', body))).toEqual(
        invalid(CONTROL_CHAR_MESSAGE),
      );
    expect(await countRows(t, newsletterSignups)).toBe(before);
  });

  it('a NUL in a query string and in a multipart form is refused', async () => {
    expect(failure(await get(t, '/api/farm/getFarm?search=a%00b'))).toEqual(invalid(CONTROL_CHAR_MESSAGE));
    const before = await countRows(t, users);
    expect(failure(await signupCall(t, signupFields({ firstName: 'Ada\u0000' })))).toEqual(
      invalid(CONTROL_CHAR_MESSAGE),
    );
    expect(await countRows(t, users)).toBe(before);
  });

  it('multi-line text keeps its line breaks; a one-line field refuses them', async () => {
    const application = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.farm@example.com',
      phone: '5185550100',
      addressLine1: '1 Main St',
      addressLine2: 'Barn 2',
      city: 'Kingston',
      state: 'NY',
      postalCode: '12401',
      country: 'USA',
      certifications: 'Organic\nNOFA pledge',
      questions: 'When?\r\n\tSoon.',
    };
    const before = await countRows(t, farmerApplications);
    expect(failure(await post(t, '/api/admin/addFarmer', { ...application, city: 'King\nston' }))).toEqual(
      invalid(SINGLE_LINE_MESSAGE),
    );
    expect(await countRows(t, farmerApplications)).toBe(before);
    okData(await post(t, '/api/admin/addFarmer', application));
    expect(await countRows(t, farmerApplications)).toBe(before + 1);
  });
});

describe('ids bounded to their column', () => {
  it('an id past the integer column (2^31) is the id’s own 400, never a 500', async () => {
    const b = await buyer(t);
    const big = '2147483648';
    expect(failure(await get(t, `/api/payment/getOrderById?orderId=${big}`, b.token))).toEqual(
      invalid('Order not found.'),
    );
    expect(failure(await get(t, `/api/farm/viewFarmDetails?farmId=${big}`))).toEqual(
      invalid('farmId must be a whole number of at least 1.'),
    );
    expect(failure(await get(t, `/api/farm/viewFarmInfoByIds?farmIds=1,${big}`))).toEqual(
      invalid('farmIds must be farm ids separated by commas.'),
    );
    expect(
      failure(await post(t, '/api/addCart/add', { productId: 2 ** 53, productQuantity: 1 }, b.token)),
    ).toMatchObject({ status: 400, errorCode: ErrorCode.Validation });
    const editAddress = await post(
      t,
      '/api/user/editAddress',
      { addressId: big, addressLine1: '1 Main St', city: 'Kingston', state: 'NY', postalCode: '12401' },
      b.token,
    );
    expect(failure(editAddress)).toEqual(invalid('Address id is required.'));
    // The largest id is still an id: not found, not refused as malformed.
    expect(failure(await get(t, '/api/payment/getOrderById?orderId=2147483647', b.token)).status).toBe(404);
  });

  it('a category id past smallint is a 400', async () => {
    const token = await farmer();
    expect(failure(await get(t, '/api/farmer/inventory?category=40000', token))).toEqual(
      invalid('category must be a whole number from 1 to 32767.'),
    );
    expect(failure(await get(t, '/api/farm/getAllFarmDistributionsInventory?category=40000')).status).toBe(
      400,
    );
  });
});

describe('time zones are IANA names', () => {
  it('the order-window preview refuses an unknown, offset or oversized time zone', async () => {
    const token = await farmer();
    for (const zone of ['Mars/Olympus', '+05:00', 'America/New_York\u0000', 'x'.repeat(5000), 42])
      expect(
        failure(await post(t, '/api/farmer/distributions/preview', window(zone), token)),
        String(zone).slice(0, 20),
      ).toMatchObject({ status: 400, errorCode: ErrorCode.Validation });
    expect(
      failure(await post(t, '/api/farmer/distributions/preview', window('Mars/Olympus'), token)),
    ).toEqual(invalid(TIME_ZONE_MESSAGE));
  });

  it('a known zone, in any case, previews in it', async () => {
    const token = await farmer();
    for (const zone of ['America/Los_Angeles', 'america/los_angeles', 'UTC'])
      expect(
        okData<{ preview: { isOpen: boolean } }>(
          await post(t, '/api/farmer/distributions/preview', window(zone), token),
        ).preview.isOpen,
      ).toBe(true);
  });
});
