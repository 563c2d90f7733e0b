/**
 * Issue 31.1: every route's success answer is checked against its declared schema at least once. The
 * answer serializer refuses an answer that does not fit its contract entry's `response` outside
 * production (http/answer-serializer.ts), so a 2xx here is an answer that fit. Over the probes' world
 * (buyers with orders, farmers, a host, an admin), each contract entry is called once by an allowed
 * caller with a valid request, in the order a season goes: shopping and the portals while the order
 * window is open, then the window's close and the statements and payouts it makes. The fuzz
 * (fuzz.test.ts) sends random requests; this one proves each route's success path, so a route whose
 * answer no request reaches, or a schema its answer no longer fits, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import * as core from '@lfm/core';
import { TEST_CARD_AUTHENTICATION, type RouteDef, type FileRouteDef } from '@lfm/core';
import { DEFAULT_PASSWORD, createInventoryItem, createUser } from '../../db/factories';
import { buildTestApp, type TestContext } from '../test-app';
import {
  call,
  multipart,
  pngBytes,
  resetTokenFromOutbox,
  signupFields,
  uniqueEmail,
  PASSWORD,
} from '../helpers';
import { okData } from '../catalog-helpers';
import { addCard, billing, checkoutKey, farmerApplicationForm, fillCart, itemFields } from '../shop-helpers';
import { closeWindow } from '../payout-helpers';
import { buildWorld, type Account, type World } from './world';

type Entry = RouteDef | FileRouteDef;
/** Every contract entry (core's `…Api` tables; day messages nest theirs by sender), by its key. */
const ENTRIES: [string, Entry][] = Object.entries(core)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([, calls]) => Object.values(calls as Record<string, Entry | Record<string, Entry>>))
  .flatMap((e) => ('path' in e ? [e as Entry] : Object.values(e)))
  .map((e) => [`${e.method} ${e.path}`, e]);

/** Entries not called here, each with the reason (their success path needs what a test cannot send). */
const NOT_CALLED: Record<string, string> = {
  'POST user/cardSetup':
    "Stripe's SetupIntent: only with the Stripe adapter (the built-in processor, which the test app runs, saves cards through payments/tokens and answers 404 here); modules/checkout/crash.test.ts calls it on a server against the fake Stripe",
};

interface CallInput {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Multipart text fields; the form's first file field gets a small PNG. */
  form?: Record<string, string | number>;
}
interface Step {
  key: string;
  /** The caller: a principal of the world, or a token an earlier answer gave. */
  who: Account | 'signedOut' | (() => string);
  request?: () => CallInput | Promise<CallInput>;
}

let t: TestContext;
let w: World;
/** What later steps need from earlier answers. */
const got: Record<string, unknown> = {};
const answers = new Map<string, LightMyRequestResponse>();
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT: 'false' });
  w = await buildWorld(t);
  png = await pngBytes(8, 8);
}, 120_000);
afterAll(() => t?.close());

const entryOf = (key: string) => {
  const found = ENTRIES.find(([k]) => k === key);
  if (!found) throw new Error(`no contract entry ${key}`);
  return found[1];
};

async function send(step: Step) {
  const entry = entryOf(step.key);
  const req = (await step.request?.()) ?? {};
  const token =
    step.who === 'signedOut' ? undefined : typeof step.who === 'function' ? step.who() : w.tokens[step.who];
  const query = req.query
    ? `?${new URLSearchParams(Object.entries(req.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const url = `/api/${entry.path}${query}`;
  if (entry.form) {
    const [file] = entry.form.files;
    const files = file ? [{ name: file, filename: 'field.png', content: png, type: 'image/png' }] : [];
    return call(t, { method: entry.method, url, token, form: multipart(req.form ?? {}, files) });
  }
  return call(t, {
    method: entry.method,
    url,
    token,
    body: entry.method === 'POST' ? (req.body ?? {}) : undefined,
  });
}

const data = <T>(key: string) => okData<T>(answers.get(key)!);
const address = {
  addressLine1: '9 Probe St',
  addressLine2: '',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
};
const window = {
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 6, time: '6:00', meridiem: 'AM' },
};
const distribution = () => ({
  selectPickDel: 1,
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
  marketId: w.marketId,
  ...window,
});
const item = { ...itemFields, distributionTypes: '1' };
const signedUp = { email: uniqueEmail('every-answer') };
const resetting = { email: '' };

/** While the order window is open (the test clock's Wednesday). */
const OPEN: Step[] = [
  // The catalog, for anyone.
  { key: 'GET site/config', who: 'signedOut' },
  { key: 'GET geo/zip', who: 'signedOut', request: () => ({ query: { zipCode: '12401' } }) },
  { key: 'GET farm/getFarm', who: 'signedOut', request: () => ({ query: { search: 'Probe' } }) },
  { key: 'GET farm/getFarmStateCity', who: 'signedOut' },
  {
    key: 'GET farm/viewFarmDetails',
    who: 'signedOut',
    request: () => ({ query: { farmId: w.farmerA.farmId } }),
  },
  {
    key: 'GET farm/viewFarmInfoByIds',
    who: 'signedOut',
    request: () => ({ query: { farmIds: `${w.farmerA.farmId},${w.farmerB.farmId}` } }),
  },
  {
    key: 'GET farm/getAllFarmDistributionsInventory',
    who: 'buyerB',
    request: () => ({ query: { farmId: w.farmerA.farmId } }),
  },
  {
    key: 'GET inventory/getViewDetails',
    who: 'signedOut',
    request: () => ({ query: { inventoryId: w.farmerA.itemId } }),
  },
  { key: 'GET inventory/getInventoryByDistribution', who: 'signedOut' },
  { key: 'GET market/getMarkets', who: 'signedOut' },
  {
    key: 'GET market/getMarketDetails',
    who: 'signedOut',
    request: () => ({ query: { marketId: w.marketId } }),
  },
  {
    key: 'GET market/viewFarmsByMarket',
    who: 'signedOut',
    request: () => ({ query: { marketId: w.marketId } }),
  },
  { key: 'GET search', who: 'signedOut', request: () => ({ query: { q: 'kale', zipCode: '12401' } }) },
  {
    key: 'GET addCart/deliveryQuote',
    who: 'signedOut',
    request: () => ({ query: { ...address, productId: w.farmerA.itemId, productQuantity: 1 } }),
  },
  { key: 'GET recipes/getRecipes', who: 'signedOut' },
  { key: 'POST recipes/viewRecipes', who: 'signedOut', request: () => ({ body: { recipesId: w.recipeId } }) },
  { key: 'GET user/getAllFarmer', who: 'signedOut' },
  {
    key: 'POST newsletter/newsletterSignup',
    who: 'signedOut',
    request: () => ({ body: { name: 'Probe', email: uniqueEmail('news'), zipCode: '12401' } }),
  },
  {
    key: 'POST admin/addFarmer',
    who: 'signedOut',
    request: () => ({ body: farmerApplicationForm(uniqueEmail('grower')) }),
  },

  // Accounts: sign up, in and out; a password reset; the profile and addresses.
  {
    key: 'POST user/signup',
    who: 'signedOut',
    request: () => ({ form: signupFields({ email: signedUp.email }) as Record<string, string> }),
  },
  {
    key: 'POST user/login',
    who: 'signedOut',
    request: () => ({ body: { email: signedUp.email, password: PASSWORD } }),
  },
  {
    key: 'POST user/forgetpassword',
    who: 'signedOut',
    request: async () => {
      const u = await createUser(t.database.db, { email: uniqueEmail('reset') });
      resetting.email = u.email;
      return { body: { email: u.email } };
    },
  },
  {
    key: 'POST user/validateresettoken',
    who: 'signedOut',
    request: async () => ({ body: { token: await resetTokenFromOutbox(t, resetting.email) } }),
  },
  {
    key: 'POST user/resetpassword',
    who: 'signedOut',
    request: async () => ({
      body: { token: await resetTokenFromOutbox(t, resetting.email), newPassword: 'harvest12' },
    }),
  },
  { key: 'GET user/getProfile', who: 'buyerB' },
  {
    key: 'POST user/editProfile',
    who: 'buyerB',
    request: () => ({ form: { firstName: 'Bo', lastName: 'Buyer', phone: '5185550100' } }),
  },
  { key: 'POST user/setLanguage', who: 'buyerB', request: () => ({ body: { language: 'en' } }) },
  { key: 'POST user/addAddress', who: 'buyerB', request: () => ({ body: address }) },
  {
    key: 'POST user/editAddress',
    who: 'buyerB',
    request: () => ({ body: { ...address, addressLine1: '10 Probe St', addressId: w.buyerB.addressId } }),
  },
  {
    key: 'POST user/changpassword',
    who: 'buyerB',
    request: () => ({ body: { oldPassword: DEFAULT_PASSWORD, newPassword: 'newpass12' } }),
  },

  // The cart, cards and checkout (buyer B, on farmer A's item too).
  { key: 'GET addCart/getCart', who: 'buyerB' },
  {
    key: 'POST addCart/add',
    who: 'buyerB',
    request: () => ({ body: { productId: w.farmerA.itemId, productQuantity: 1 } }),
  },
  {
    key: 'POST addCart/updateQty',
    who: 'buyerB',
    request: () => ({ body: { productId: w.farmerA.itemId, productQuantity: 2 } }),
  },
  {
    key: 'POST addCart/updateCart',
    who: 'buyerB',
    request: () => ({ body: { farmId: w.farmerA.farmId, address } }),
  },
  {
    key: 'POST addCart/updateCartDeliveryInfo',
    who: 'buyerB',
    request: () => ({ body: { deliveryInfo: address } }),
  },
  {
    key: 'POST addCart/deleteCart',
    who: 'buyerB',
    request: () => ({ body: { productListId: w.buyerB.cartLineId } }),
  },
  { key: 'GET user/getCustomerInfo', who: 'buyerB' },
  {
    key: 'POST payments/tokens',
    who: 'buyerB',
    request: () => ({
      body: { number: '5555555555554444', expMonth: 12, expYear: 2030, cvc: '123', name: 'Bo Buyer' },
    }),
  },
  {
    key: 'POST user/addCard',
    who: 'buyerB',
    request: () => ({ body: { source: data<{ id: string }>('POST payments/tokens').id } }),
  },
  {
    key: 'POST user/cardChange',
    who: 'buyerB',
    request: () => ({
      body: { default_payment_method: data<{ card: { id: string } }>('POST user/addCard').card.id },
    }),
  },
  { key: 'POST user/removeCard', who: 'buyerB', request: () => ({ body: { cardId: w.buyerB.cardId } }) },
  {
    key: 'POST payment/charge',
    who: 'buyerB',
    request: async () => {
      // The cart as a checkout takes it: farmer A's item, picked up at the market.
      await fillCart(t, w.tokens.buyerB, w.farmerA.itemId, w.farmerA.farmId, 1);
      const card = data<{ card: { id: string } }>('POST user/addCard').card.id;
      return { body: { ...billing(), idempotencyKey: checkoutKey(), stripeCardId: card } };
    },
  },
  {
    key: 'POST payments/local/authenticate',
    who: 'buyerB',
    request: async () => {
      // A card whose bank asks for 3-D Secure: the checkout waits for payment/confirmCharge.
      const cardId = await addCard(t, w.tokens.buyerB, TEST_CARD_AUTHENTICATION);
      await fillCart(t, w.tokens.buyerB, w.farmerA.itemId, w.farmerA.farmId, 1);
      got.checkoutKey = checkoutKey();
      const res = await call(t, {
        method: 'POST',
        url: '/api/payment/charge',
        token: w.tokens.buyerB,
        body: { ...billing(), idempotencyKey: got.checkoutKey, stripeCardId: cardId },
      });
      const { nextAction } = okData<{ nextAction: { paymentId: string } }>(res);
      return { body: { paymentId: nextAction.paymentId, outcome: 'complete' } };
    },
  },
  {
    key: 'POST payment/confirmCharge',
    who: 'buyerB',
    request: () => ({ body: { idempotencyKey: got.checkoutKey } }),
  },
  {
    key: 'POST payment/chargeByInvoice',
    who: 'wholesale',
    request: async () => {
      await fillCart(t, w.tokens.wholesale, w.farmerA.itemId, w.farmerA.farmId, 1);
      return { body: { ...billing(), idempotencyKey: checkoutKey() } };
    },
  },
  {
    key: 'POST payment/cancelOrder',
    who: 'buyerB',
    request: () => ({ body: { orderId: data<{ order: { _id: number } }>('POST payment/charge').order._id } }),
  },
  {
    key: 'POST payment/cancelStripeSubscription',
    who: 'buyerB',
    request: async () => {
      const weekly = await createInventoryItem(t.database.db, {
        farmId: w.farmerB.farmId,
        subscriptionInterval: 'week',
        subscriptionIntervalCount: 1,
      });
      await fillCart(t, w.tokens.buyerB, weekly.id, w.farmerB.farmId, 1);
      const card = data<{ card: { id: string } }>('POST user/addCard').card.id;
      const res = await call(t, {
        method: 'POST',
        url: '/api/payment/charge',
        token: w.tokens.buyerB,
        body: { ...billing(), idempotencyKey: checkoutKey(), stripeCardId: card },
      });
      const { order } = okData<{ order: { buyList: { productList: { stripeSubscriptionId: string }[] }[] } }>(
        res,
      );
      return { body: { stripeSubscriptionId: order.buyList[0]!.productList[0]!.stripeSubscriptionId } };
    },
  },
  { key: 'GET payment/getOrder', who: 'buyerA' },
  {
    key: 'GET payment/getOrderById',
    who: 'buyerA',
    request: () => ({ query: { orderId: w.buyerA.orderId } }),
  },
  { key: 'GET payment/orderPdf', who: 'buyerA', request: () => ({ query: { orderId: w.buyerA.orderId } }) },

  // The farmer portal (farmer A).
  { key: 'GET farmer/orders', who: 'farmerA' },
  {
    key: 'POST farmer/orders/harvestStatus',
    who: 'farmerA',
    request: () => ({ body: { groupId: w.buyerA.groupId, harvestStatus: 1 } }),
  },
  {
    key: 'POST farmer/orders/tracking',
    who: 'farmerA',
    request: () => ({ body: { groupId: w.buyerA.groupId, trackingNumbers: ['1Z999AA10123456784'] } }),
  },
  { key: 'GET farmer/orders/picklist', who: 'farmerA' },
  { key: 'GET farmer/orders/packing', who: 'farmerA' },
  {
    key: 'GET farmer/orders/export',
    who: 'farmerA',
    request: () => ({ query: { from: '2026-11-01', to: '2026-11-30' } }),
  },
  { key: 'GET farmer/dashboard', who: 'farmerA' },
  { key: 'GET farmer/sales', who: 'farmerA' },
  { key: 'GET farmer/farm', who: 'farmerA' },
  {
    key: 'POST farmer/farm',
    who: 'farmerA',
    request: () => ({
      form: {
        farmName: 'Probe Farm A',
        addressLine1: '12 Orchard Rd',
        city: 'Kingston',
        state: 'NY',
        postalCode: '12401',
      },
    }),
  },
  { key: 'POST farmer/farm/media', who: 'farmerA' },
  {
    key: 'POST farmer/farm/media/order',
    who: 'farmerA',
    request: () => ({
      body: {
        mediaIds: data<{ farm: { media: { id: number }[] } }>('POST farmer/farm/media').farm.media.map(
          (m) => m.id,
        ),
      },
    }),
  },
  {
    key: 'POST farmer/farm/media/remove',
    who: 'farmerA',
    request: () => ({
      body: {
        mediaId: data<{ farm: { media: { id: number }[] } }>('POST farmer/farm/media').farm.media[0]!.id,
      },
    }),
  },
  { key: 'GET farmer/inventory', who: 'farmerA' },
  { key: 'POST farmer/inventory/add', who: 'farmerA', request: () => ({ form: item }) },
  {
    key: 'POST farmer/inventory/edit',
    who: 'farmerA',
    request: () => ({
      form: {
        ...item,
        itemName: 'Probe Chard',
        inventoryId: data<{ item: { id: number } }>('POST farmer/inventory/add').item.id,
      },
    }),
  },
  {
    key: 'POST farmer/inventory/duplicate',
    who: 'farmerA',
    request: () => ({ body: { inventoryId: w.farmerA.outOfStockItemId } }),
  },
  {
    key: 'POST farmer/inventory/status',
    who: 'farmerA',
    request: () => ({
      body: { inventoryId: data<{ item: { id: number } }>('POST farmer/inventory/add').item.id, status: 0 },
    }),
  },
  { key: 'GET farmer/distributions', who: 'farmerA' },
  { key: 'POST farmer/distributions/add', who: 'farmerA', request: () => ({ body: distribution() }) },
  {
    key: 'POST farmer/distributions/edit',
    who: 'farmerA',
    request: () => ({
      body: {
        ...distribution(),
        distributionId: data<{ distribution: { id: number } }>('POST farmer/distributions/add').distribution
          .id,
      },
    }),
  },
  {
    key: 'POST farmer/distributions/remove',
    who: 'farmerA',
    request: () => ({
      body: {
        distributionId: data<{ distribution: { id: number } }>('POST farmer/distributions/add').distribution
          .id,
      },
    }),
  },
  { key: 'POST farmer/distributions/preview', who: 'farmerA', request: () => ({ body: window }) },
  { key: 'GET farmer/messages', who: 'farmerA' },
  {
    key: 'POST farmer/messages',
    who: 'farmerA',
    request: () => ({
      body: {
        day: data<{ days: { key: string }[] }>('GET farmer/messages').days[0]!.key,
        body: 'We are under the barn roof today.',
      },
    }),
  },

  // The pick-up host of buyer A's market.
  { key: 'GET host/pickups', who: 'host' },
  { key: 'GET host/messages', who: 'host' },
  {
    key: 'POST host/messages',
    who: 'host',
    request: () => ({
      body: {
        day: data<{ days: { key: string }[] }>('GET host/messages').days[0]!.key,
        body: 'The market is at the north lot.',
      },
    }),
  },
  { key: 'GET host/checkIn', who: 'host', request: () => ({ query: { q: String(w.buyerA.orderId) } }) },
  {
    key: 'POST host/pickups/pickedUp',
    who: 'host',
    request: () => ({ body: { groupId: w.buyerA.groupId } }),
  },
  {
    key: 'POST host/checkIn/handOver',
    who: 'host',
    request: () => ({ body: { orderId: w.buyerA.orderId } }),
  },

  // The admin.
  { key: 'GET admin/farmerApplications', who: 'admin' },
  {
    key: 'POST admin/farmerApplications/approve',
    who: 'admin',
    request: () => ({
      body: {
        applicationId: data<{ result: { id: number }[] }>('GET admin/farmerApplications').result[0]!.id,
      },
    }),
  },
  {
    key: 'POST admin/farmerApplications/decline',
    who: 'admin',
    request: async () => {
      await call(t, {
        method: 'POST',
        url: '/api/admin/addFarmer',
        body: farmerApplicationForm(uniqueEmail('grower')),
      });
      const res = await call(t, {
        method: 'GET',
        url: '/api/admin/farmerApplications?status=pending',
        token: w.tokens.admin,
      });
      return { body: { applicationId: okData<{ result: { id: number }[] }>(res).result[0]!.id } };
    },
  },
  { key: 'GET admin/users', who: 'admin' },
  {
    key: 'POST admin/users/disable',
    who: 'admin',
    request: () => ({ body: { userId: w.bystanderId, disabled: true } }),
  },
  {
    key: 'POST admin/users/invoiceStatus',
    who: 'admin',
    request: () => ({ body: { userId: w.userIds.wholesale, approved: true } }),
  },
  { key: 'GET admin/failedUndos', who: 'admin' },
  { key: 'GET admin/markets', who: 'admin' },
  {
    key: 'POST admin/markets/save',
    who: 'admin',
    request: () => ({ body: { marketName: 'Probe Market', ...address } }),
  },
  {
    key: 'POST admin/markets/picture',
    who: 'admin',
    request: () => ({ form: { marketId: w.marketId, kind: 'icon' } }),
  },
  { key: 'GET admin/recipes', who: 'admin' },
  {
    key: 'POST admin/recipes/save',
    who: 'admin',
    request: () => ({ form: { recipesName: 'Probe Soup', description: '<p>Stir.</p>' } }),
  },
  {
    key: 'GET admin/reports',
    who: 'admin',
    request: () => ({ query: { report: 'sales-by-farm', from: '2026-11-01', to: '2026-11-30' } }),
  },
  {
    key: 'GET admin/reports/csv',
    who: 'admin',
    request: () => ({ query: { report: 'buyers', from: '2026-11-01', to: '2026-11-30' } }),
  },
  { key: 'GET admin/audit', who: 'admin' },
  { key: 'GET admin/audit/export', who: 'admin' },
  { key: 'GET admin/payouts/settings', who: 'admin' },
  { key: 'POST admin/payouts/fee', who: 'admin', request: () => ({ body: { feeBasisPoints: 1000 } }) },
  {
    key: 'POST admin/payouts/farmFee',
    who: 'admin',
    request: () => ({ body: { farmId: w.farmerB.farmId, feeBasisPoints: 900 } }),
  },
];

/** After the window closed: the statements it made, and paying them. */
const CLOSED: Step[] = [
  { key: 'GET farmer/statements', who: 'farmerA' },
  {
    key: 'GET farmer/statement',
    who: 'farmerA',
    request: () => ({
      query: {
        statementId: data<{ statements: { id: number }[] }>('GET farmer/statements').statements[0]!.id,
      },
    }),
  },
  {
    key: 'GET farmer/statement/file',
    who: 'farmerA',
    request: () => ({
      query: {
        statementId: data<{ statements: { id: number }[] }>('GET farmer/statements').statements[0]!.id,
        format: 'pdf',
      },
    }),
  },
  { key: 'POST farmer/payouts/connect', who: 'farmerA' },
  {
    key: 'POST farmer/payouts/onboarding',
    who: 'farmerA',
    request: () => ({
      body: {
        accountId: new URL(
          data<{ url: string }>('POST farmer/payouts/connect').url,
          'http://x',
        ).searchParams.get('account'),
      },
    }),
  },
  { key: 'GET farmer/payouts/account', who: 'farmerA' },
  { key: 'GET admin/payouts/statements', who: 'admin' },
  {
    key: 'GET admin/payouts/statement',
    who: 'admin',
    request: () => ({ query: { statementId: statementOf(w.farmerB.farmId) } }),
  },
  {
    key: 'GET admin/payouts/statement/file',
    who: 'admin',
    request: () => ({ query: { statementId: statementOf(w.farmerB.farmId), format: 'csv' } }),
  },
  { key: 'GET admin/payouts/export', who: 'admin' },
  {
    key: 'POST admin/payouts/transfer',
    who: 'admin',
    request: () => ({ body: { statementId: statementOf(w.farmerA.farmId) } }),
  },
  {
    key: 'POST admin/payouts/markPaid',
    who: 'admin',
    request: () => ({
      body: {
        statementId: statementOf(w.farmerB.farmId),
        method: 'check',
        reference: '1042',
        paidOn: '2026-11-21',
      },
    }),
  },
  { key: 'GET admin/money', who: 'admin' },
  { key: 'GET admin/money/export', who: 'admin' },
  { key: 'POST admin/orders/refund', who: 'admin', request: () => ({ body: { orderId: w.buyerB.orderId } }) },
  // Last: signing out ends the session user/login made.
  { key: 'POST user/logout', who: () => data<{ accessToken: string }>('POST user/login').accessToken },
];

const statementOf = (farmId: number) =>
  data<{ statements: { id: number; farmId: number }[] }>('GET admin/payouts/statements').statements.find(
    (s) => s.farmId === farmId,
  )!.id;

describe('every route of the contract', () => {
  it('answers a valid request from an allowed caller with a 2xx, its answer checked against its schema', async () => {
    const problems: string[] = [];
    const run = async (steps: Step[]) => {
      for (const step of steps) {
        let res: LightMyRequestResponse;
        try {
          res = await send(step);
        } catch (e) {
          problems.push(`${step.key}: the request could not be made: ${String(e)}`);
          continue;
        }
        answers.set(step.key, res);
        if (res.statusCode < 200 || res.statusCode > 299)
          problems.push(`${step.key}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    };
    await run(OPEN);
    await closeWindow(t);
    await run(CLOSED);
    expect(problems).toEqual([]);

    const called = [...OPEN, ...CLOSED].map((s) => s.key);
    expect(called.filter((k, i) => called.indexOf(k) !== i)).toEqual([]);
    const all = ENTRIES.map(([k]) => k);
    expect(all.filter((k) => !called.includes(k) && !(k in NOT_CALLED))).toEqual([]);
    expect(Object.keys(NOT_CALLED).filter((k) => !all.includes(k) || called.includes(k))).toEqual([]);
  }, 120_000);
});
