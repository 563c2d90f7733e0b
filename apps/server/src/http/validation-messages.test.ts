/**
 * Every validation answer of every call names its field and rule (SPEC 5's words where it has them),
 * never zod's bare 'Invalid input'. The calls are taken from the API's own OpenAPI document, so a
 * route added later is covered without being listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_AS_TEXT, ZIP_MESSAGE } from '@lfm/core';
import { buildTestApp, type TestContext } from '../test/test-app';
import { call as callFrom, failure, get } from '../test/helpers';
import { addCard, buyer, signedInAdmin, signedInFarmer } from '../test/shop-helpers';

/**
 * Each refused call comes from an address of its own: the walk asks the costly calls (newsletter, sign-up,
 * search) more often than their per-address limit allows (rate-limit.ts), and what it checks is the words.
 */
let caller = 0;
const call = (t: TestContext, c: Parameters<typeof callFrom>[1]) =>
  callFrom(t, { remoteAddress: `10.7.${Math.floor(++caller / 250)}.${caller % 250}`, ...c });

let t: TestContext;
let admin: string;
let farmer: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signedInAdmin(t)).token;
  farmer = (await signedInFarmer(t)).token;
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** zod's own wording, which must never reach a client. */
const ZOD_DEFAULT =
  /^Invalid (input|option|string|number|element|key)|^Too (big|small)|^Unrecognized key|expected \w+, received/i;

async function operations() {
  const doc = (await get(t, '/api/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

/** Every field of a JSON body set to something of the wrong kind (an object where text or a number goes). */
const wrongKinds = (schema: JsonSchema | undefined) =>
  Object.fromEntries(Object.keys(schema?.properties ?? {}).map((k) => [k, { wrong: [1] }]));

describe('validation answers across every call', () => {
  it('no call answers a bad body or query with a bare zod message', async () => {
    const ops = await operations();
    const checked: string[] = [];
    for (const { path, method, op } of ops) {
      if (path.includes('{') || path.includes('webhook')) continue;
      const json = op.requestBody?.content?.['application/json']?.schema;
      const query = (op.parameters ?? []).filter((p) => p.in === 'query');
      const bodies = json ? [{}, wrongKinds(json), []] : [undefined];
      const qs = query.length ? `?${query.map((p) => `${p.name}=%7B%7D`).join('&')}` : '';
      for (const token of [admin, farmer]) {
        for (const body of bodies) {
          const res = await call(t, { method: method as 'GET', url: `${path}${qs}`, body, token });
          if (res.statusCode !== 400) continue;
          const message = failure(res).responseMessage;
          checked.push(`${method} ${path}: ${message}`);
          expect(message, `${method} ${path} ${JSON.stringify(body)}`).not.toMatch(ZOD_DEFAULT);
          expect(message.length, `${method} ${path}`).toBeGreaterThan(5);
        }
      }
    }
    // The walk reached the calls: dozens of refusals were read.
    expect(checked.length).toBeGreaterThan(40);
  }, 120_000);

  it('a wrong kind of value names the field: text where a number goes, an object where text goes', async () => {
    const { token } = await buyer(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/newsletter/newsletterSignup',
      body: { name: { a: 1 }, email: 'a@example.com', zipCode: '12401' },
      token,
    });
    expect(failure(res).responseMessage).toBe('Name is required.');
    const bad = await call(t, {
      method: 'POST',
      url: '/api/addCart/updateCart',
      body: { farmId: 1, courierType: 'Delivery', day: 'monday' },
      token,
    });
    expect(failure(bad).responseMessage).toBe('Day must be 0 (Sunday) to 6 (Saturday).');
  });
});

describe('one zip rule for every call (SPEC 5: exactly 5 digits)', () => {
  const address = { addressLine1: '1 Main St', addressLine2: '', city: 'Kingston', state: 'NY' };
  const cases: [string, string, (zip: unknown) => Record<string, unknown>][] = [
    ['user/addAddress', '/api/user/addAddress', (zip) => ({ ...address, postalCode: zip })],
    ['user/editAddress', '/api/user/editAddress', (zip) => ({ ...address, addressId: 1, postalCode: zip })],
    [
      'addCart/updateCartDeliveryInfo',
      '/api/addCart/updateCartDeliveryInfo',
      (zip) => ({ deliveryInfo: { ...address, postalCode: zip } }),
    ],
    [
      'newsletter/newsletterSignup',
      '/api/newsletter/newsletterSignup',
      (zip) => ({ name: 'Ann', email: 'a@example.com', zipCode: zip }),
    ],
    [
      'admin/addFarmer',
      '/api/admin/addFarmer',
      (zip) => ({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '5185550100',
        addressLine1: '1 Main St',
        addressLine2: 'Barn',
        city: 'Kingston',
        state: 'NY',
        postalCode: zip,
        questions: 'None',
        certifications: 'None',
      }),
    ],
    [
      // SPEC 3's address-only variant: the farm's delivery address.
      'addCart/updateCart (address)',
      '/api/addCart/updateCart',
      (zip) => ({
        farmId: 1,
        address: { addressLine1: '1 Main St', city: 'Kingston', state: 'NY', postalCode: zip },
      }),
    ],
    [
      'payment/chargeByInvoice (billing)',
      '/api/payment/chargeByInvoice',
      (zip) => ({
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '1 Main St',
        city: 'Kingston',
        state: 'NY',
        country: 'United States',
        phoneNumber: '5185550100',
        postalCode: zip,
        idempotencyKey: 'zip-rule-check-1',
      }),
    ],
  ];

  it.each(cases)(
    '%s: a JSON number gets a clear answer; 4 digits and 12ab get the 5-digit rule',
    async (_n, url, body) => {
      const { token } = await buyer(t);
      for (const [zip, message] of [
        [12401, ZIP_AS_TEXT],
        ['1240', ZIP_MESSAGE],
        ['12ab', ZIP_MESSAGE],
        ['12ab5', ZIP_MESSAGE],
      ] as const) {
        const res = await call(t, { method: 'POST', url, body: body(zip), token });
        expect(failure(res), `${url} ${zip}`).toMatchObject({ status: 400, responseMessage: message });
      }
    },
  );

  it('payment/charge refuses the billing postal code 12ab before anything is charged', async () => {
    const { token } = await buyer(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/payment/charge',
      body: {
        stripeCardId: await addCard(t, token),
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '1 Main St',
        city: 'Kingston',
        state: 'NY',
        country: 'United States',
        phoneNumber: '5185550100',
        postalCode: '12ab',
        idempotencyKey: 'zip-rule-check-2',
      },
      token,
    });
    expect(failure(res)).toMatchObject({ status: 400, responseMessage: ZIP_MESSAGE });
  });

  it('farmer distributions: a zip as a number in deliveryPostalCodes gets the same answer', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/farmer/distributions/add',
      body: {
        selectPickDel: 2,
        deliveryPostalCodes: [12401],
        deliveries: [{ day: 4, time: '2:00 PM - 6:00 PM', fee: '5.00' }],
        placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
        placeOrderClose: { day: 3, time: '6:00', meridiem: 'PM' },
      },
      token: farmer,
    });
    expect(failure(res)).toMatchObject({ status: 400, responseMessage: ZIP_AS_TEXT });
  });

  it('farmer distributions: a window that closes before it opens on the same day is refused, nothing saved', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/farmer/distributions/add',
      body: {
        selectPickDel: 1,
        pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
        placeOrderOpen: { day: 3, time: '5:00', meridiem: 'PM' },
        placeOrderClose: { day: 3, time: '9:00', meridiem: 'AM' },
      },
      token: farmer,
    });
    expect(failure(res)).toMatchObject({
      status: 400,
      responseMessage: 'Orders must close after they open on the same day.',
    });
  });
});
