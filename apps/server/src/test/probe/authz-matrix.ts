/**
 * The authorization matrix of issue 13.5: for every route, who may call it and the request that
 * aims at A's records (buyer A's cart, order, card and address; farmer A's farm, items and
 * distributions). The test sends each request as each principal; a route without an entry here
 * fails it.
 */
import type { InjectOptions } from 'fastify';
import { CLIENT_AUTH } from '../test-app';
import { pngBytes } from '../helpers';
import type { ProbedRoute } from './route-table';
import { FARMER_A_ITEM, MARKER, type Principal, type World } from './world';

export type Access = 'public' | 'signedIn' | 'farmer' | 'host' | 'admin';

export interface MatrixRequest {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Multipart text fields (the route's multipartForm), sent with a small PNG in its first file field. */
  form?: Record<string, string>;
}

export interface MatrixEntry {
  access: Access;
  /** Signed-in routes only some accounts may use (others: 403). Defaults to the access level's. */
  roles?: readonly Principal[];
  request?: (w: World, who: Principal) => MatrixRequest;
  /** Besides the owner, who may see A's marker text in the answer (and why: the entry's comment). */
  mayRead?: readonly Principal[];
  /** Besides the owner, who may change A's records with this call. */
  mayWrite?: readonly Principal[];
  /** The owner's answer shows the marker: proof that the probe reaches A's records. */
  ownerSees?: 'buyerA';
  /** Text of farmer A's (public) records that this portal call shows farmer A and nobody else. */
  farmerAOnly?: string;
}

const FARMERS = ['farmerA', 'farmerB'] as const;
const address = { addressLine1: '9 Probe St', city: 'Kingston', state: 'NY', postalCode: '12401' };
const billing = {
  firstName: 'Probe',
  lastName: 'Caller',
  addressLine1: '9 Probe St',
  postalCode: '12401',
  city: 'Kingston',
  phoneNumber: '5185550100',
  country: 'United States',
  state: 'NY',
  idempotencyKey: 'probe-checkout-key',
};
const window = {
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 6, time: '6:00', meridiem: 'AM' },
};
const distribution = (w: World) => ({
  selectPickDel: 1,
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
  marketId: w.marketId,
  ...window,
});
const item = {
  itemName: 'Probe Beets',
  inventoryType: '1',
  distributionTypes: '1',
  consumerPriceCents: '300',
  wholesalePriceCents: '200',
  consumerUnit: '3',
  wholesaleUnit: '3',
  maximumConsumerQuantity: '5',
  maximumWholesaleQuantity: '5',
};
const farmForm = {
  farmName: 'Probe Farm',
  addressLine1: '12 Orchard Rd',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
};

export const MATRIX: Record<string, MatrixEntry> = {
  // Public pages and forms: anyone, signed in or not; never A's private records.
  'GET /robots.txt': { access: 'public' },
  'GET /api/health': { access: 'public' },
  // The API's document (issue 31.2): the same for everyone, no client authorization needed.
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'GET /api/site/config': { access: 'public' },
  'GET /api/geo/zip': { access: 'public', request: () => ({ query: { zipCode: '12401' } }) },
  'GET /api/farm/getFarm': { access: 'public' },
  'GET /api/farm/getFarmStateCity': { access: 'public' },
  'GET /api/farm/viewFarmDetails': {
    access: 'public',
    request: (w) => ({ query: { farmId: w.farmerA.farmId } }),
  },
  'GET /api/farm/viewFarmInfoByIds': {
    access: 'public',
    request: (w) => ({ query: { farmIds: `${w.farmerA.farmId},${w.farmerB.farmId}` } }),
  },
  'GET /api/farm/getAllFarmDistributionsInventory': {
    access: 'public',
    request: (w) => ({ query: { farmId: w.farmerA.farmId } }),
  },
  'GET /api/inventory/getViewDetails': {
    access: 'public',
    request: (w) => ({ query: { inventoryId: w.farmerA.outOfStockItemId } }),
  },
  'GET /api/inventory/getInventoryByDistribution': { access: 'public' },
  'GET /api/market/getMarkets': { access: 'public' },
  'GET /api/market/getMarketDetails': {
    access: 'public',
    request: (w) => ({ query: { marketId: w.marketId } }),
  },
  'GET /api/market/viewFarmsByMarket': {
    access: 'public',
    request: (w) => ({ query: { marketId: w.marketId } }),
  },
  'GET /api/search': {
    access: 'public',
    request: () => ({ query: { q: 'kale', zipCode: '12401' } }),
  },
  // Signed in, the quote counts the caller's own cart lines of that farm (never another's).
  'GET /api/addCart/deliveryQuote': {
    access: 'public',
    request: (w) => ({ query: { ...address, productId: w.farmerA.itemId, productQuantity: 1 } }),
  },
  'GET /api/recipes/getRecipes': { access: 'public' },
  'POST /api/recipes/viewRecipes': {
    access: 'public',
    request: (w) => ({ body: { recipesId: w.recipeId } }),
  },
  'GET /api/user/getAllFarmer': { access: 'public' },
  'POST /api/newsletter/newsletterSignup': {
    access: 'public',
    request: () => ({ body: { name: 'Probe', email: 'probe@example.com', zipCode: '12401' } }),
  },
  'POST /api/admin/addFarmer': { access: 'public', request: () => ({ body: { firstName: 'Probe' } }) },
  'POST /api/user/signup': { access: 'public', request: () => ({ form: { firstName: 'Probe' } }) },
  'POST /api/user/login': {
    access: 'public',
    request: (w) => ({ body: { email: `user-${w.userIds.buyerA}@nowhere.test`, password: 'wrong-pass' } }),
  },
  // Mails A a reset link: a public form that writes A's reset token whoever sends it (by design).
  'POST /api/user/forgetpassword': {
    access: 'public',
    request: () => ({ body: { email: 'nobody@example.com' } }),
  },
  'POST /api/user/validateresettoken': { access: 'public', request: () => ({ body: { token: 'bogus' } }) },
  'POST /api/user/resetpassword': {
    access: 'public',
    request: () => ({ body: { token: 'bogus', newPassword: 'newpass12' } }),
  },
  // Stripe's own call (its signature, not our client's); refused with the local processor.
  'POST /api/payments/stripe/webhook': { access: 'public', request: () => ({ body: { type: 'probe' } }) },

  // Any signed-in account, on its own records only.
  'GET /api/user/getProfile': { access: 'signedIn', ownerSees: 'buyerA' },
  'POST /api/user/editProfile': {
    access: 'signedIn',
    request: (_w, who) => ({
      form: {
        firstName: 'Probe',
        lastName: who === 'buyerA' ? MARKER.buyerA : `Probe ${who}`,
        phone: '5185550100',
      },
    }),
  },
  'POST /api/user/setLanguage': { access: 'signedIn', request: () => ({ body: { language: 'es' } }) },
  'POST /api/user/addAddress': { access: 'signedIn', request: () => ({ body: address }) },
  'POST /api/user/editAddress': {
    access: 'signedIn',
    request: (w) => ({
      body: { ...address, addressLine1: `1 ${MARKER.buyerA} Rd`, addressId: w.buyerA.addressId },
    }),
  },
  'POST /api/user/logout': { access: 'signedIn' },
  'POST /api/user/changpassword': {
    access: 'signedIn',
    request: () => ({ body: { oldPassword: 'wrong-pass', newPassword: 'newpass12' } }),
  },
  'GET /api/addCart/getCart': { access: 'signedIn' },
  'POST /api/addCart/add': {
    access: 'signedIn',
    request: (w) => ({ body: { productId: w.farmerA.itemId, productQuantity: 1 } }),
  },
  'POST /api/addCart/updateQty': {
    access: 'signedIn',
    request: (w) => ({ body: { productId: w.buyerA.productId, productQuantity: 3 } }),
  },
  'POST /api/addCart/updateCart': {
    access: 'signedIn',
    request: (w) => ({ body: { farmId: w.farmerA.farmId, address } }),
  },
  'POST /api/addCart/updateCartDeliveryInfo': {
    access: 'signedIn',
    request: () => ({ body: { deliveryInfo: address } }),
  },
  'POST /api/addCart/deleteCart': {
    access: 'signedIn',
    request: (w) => ({ body: { productListId: w.buyerA.cartLineId } }),
  },
  'GET /api/user/getCustomerInfo': { access: 'signedIn' },
  'POST /api/payments/tokens': {
    access: 'signedIn',
    request: () => ({
      body: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Probe' },
    }),
  },
  'POST /api/user/addCard': { access: 'signedIn', request: () => ({ body: { source: 'tok_probe' } }) },
  'POST /api/user/cardChange': {
    access: 'signedIn',
    request: (w) => ({ body: { default_payment_method: w.buyerA.cardId } }),
  },
  'POST /api/user/removeCard': {
    access: 'signedIn',
    request: (w) => ({ body: { cardId: w.buyerA.cardId } }),
  },
  'GET /api/payment/getOrder': { access: 'signedIn', ownerSees: 'buyerA' },
  'GET /api/payment/getOrderById': {
    access: 'signedIn',
    request: (w) => ({ query: { orderId: w.buyerA.orderId } }),
    ownerSees: 'buyerA',
  },
  'GET /api/payment/orderPdf': {
    access: 'signedIn',
    request: (w) => ({ query: { orderId: w.buyerA.orderId } }),
  },
  'POST /api/payment/cancelOrder': {
    access: 'signedIn',
    request: (w) => ({ body: { orderId: w.buyerA.orderId } }),
  },
  'POST /api/payment/cancelStripeSubscription': {
    access: 'signedIn',
    request: () => ({ body: { stripeSubscriptionId: 'sub_probe' } }),
  },
  'POST /api/payment/charge': {
    access: 'signedIn',
    request: (w) => ({ body: { ...billing, stripeCardId: w.buyerA.cardId } }),
  },
  // Only approved wholesale buyers pay by invoice.
  'POST /api/payment/chargeByInvoice': {
    access: 'signedIn',
    roles: ['wholesale'],
    request: () => ({ body: billing }),
  },

  // 3-D Secure (issue 30.2): a checkout waiting for its buyer, and the local processor's stand-in for the
  // bank's challenge; each finds only the caller's own checkout or payment.
  // Stripe's SetupIntent for a new card: the caller's own customer only.
  'POST /api/user/cardSetup': { access: 'signedIn' },
  'POST /api/payment/confirmCharge': {
    access: 'signedIn',
    request: () => ({ body: { idempotencyKey: 'probe-checkout-key' } }),
  },
  'POST /api/payments/local/authenticate': {
    access: 'signedIn',
    request: () => ({ body: { paymentId: 'pi_probe', outcome: 'fail' } }),
  },

  // The farmer portal: farmers, on their own farm only. Farmer A sees buyer A's name on A's orders.
  'GET /api/farmer/orders': { access: 'farmer', mayRead: ['farmerA'], farmerAOnly: FARMER_A_ITEM },
  'POST /api/farmer/orders/harvestStatus': {
    access: 'farmer',
    request: (w) => ({ body: { groupId: w.buyerA.groupId, harvestStatus: 1 } }),
    mayWrite: ['farmerA'],
  },
  'POST /api/farmer/orders/tracking': {
    access: 'farmer',
    request: (w) => ({ body: { groupId: w.buyerA.groupId, trackingNumbers: ['1Z999AA10123456784'] } }),
    mayWrite: ['farmerA'],
  },
  'GET /api/farmer/orders/picklist': { access: 'farmer', farmerAOnly: FARMER_A_ITEM },
  'GET /api/farmer/orders/packing': { access: 'farmer', mayRead: ['farmerA'], farmerAOnly: FARMER_A_ITEM },
  'GET /api/farmer/dashboard': { access: 'farmer' },
  'GET /api/farmer/sales': { access: 'farmer' },
  // The CSV names the buyer of each of the farm's order lines: farmer A sees buyer A's name.
  'GET /api/farmer/orders/export': {
    access: 'farmer',
    request: () => ({ query: { from: '2000-01-01', to: '2099-12-31' } }),
    mayRead: ['farmerA'],
  },
  'GET /api/farmer/farm': { access: 'farmer', farmerAOnly: 'Probe Farm A' },
  'POST /api/farmer/farm': {
    access: 'farmer',
    request: (_w, who) => ({ form: { ...farmForm, farmName: `Probe Farm ${who}` } }),
  },
  'POST /api/farmer/farm/media': { access: 'farmer', request: () => ({ form: {} }) },
  'POST /api/farmer/farm/media/order': { access: 'farmer', request: () => ({ body: { mediaIds: [1] } }) },
  'POST /api/farmer/farm/media/remove': { access: 'farmer', request: () => ({ body: { mediaId: 1 } }) },
  'GET /api/farmer/inventory': { access: 'farmer', farmerAOnly: FARMER_A_ITEM },
  'POST /api/farmer/inventory/add': { access: 'farmer', request: () => ({ form: item }) },
  'POST /api/farmer/inventory/edit': {
    access: 'farmer',
    request: (w) => ({
      form: {
        ...item,
        itemName: 'Probe Kale A (out)',
        status: '0',
        inventoryId: String(w.farmerA.outOfStockItemId),
      },
    }),
  },
  'POST /api/farmer/inventory/duplicate': {
    access: 'farmer',
    request: (w) => ({ body: { inventoryId: w.farmerA.outOfStockItemId } }),
  },
  'POST /api/farmer/inventory/status': {
    access: 'farmer',
    request: (w) => ({ body: { inventoryId: w.farmerA.outOfStockItemId, status: 0 } }),
  },
  'GET /api/farmer/distributions': { access: 'farmer' },
  'POST /api/farmer/distributions/add': { access: 'farmer', request: (w) => ({ body: distribution(w) }) },
  'POST /api/farmer/distributions/edit': {
    access: 'farmer',
    request: (w) => ({ body: { ...distribution(w), distributionId: w.farmerA.distributionId } }),
  },
  'POST /api/farmer/distributions/remove': {
    access: 'farmer',
    request: (w) => ({ body: { distributionId: w.farmerA.distributionId } }),
  },
  'POST /api/farmer/distributions/preview': { access: 'farmer', request: () => ({ body: window }) },

  // Statements and payouts (issue 30.4): each farmer sees and connects their own farm only.
  'GET /api/farmer/statements': { access: 'farmer' },
  'GET /api/farmer/statement': { access: 'farmer', request: () => ({ query: { statementId: 1 } }) },
  'GET /api/farmer/statement/file': {
    access: 'farmer',
    request: () => ({ query: { statementId: 1, format: 'csv' } }),
  },
  'GET /api/farmer/payouts/account': { access: 'farmer' },
  'POST /api/farmer/payouts/connect': { access: 'farmer' },
  'POST /api/farmer/payouts/onboarding': {
    access: 'farmer',
    request: () => ({ body: { accountId: 'acct_probe' } }),
  },
  // Messages to the buyers of a day (issue 33.3): a farmer of their own distributions, a host of their
  // market; the list names how many were reached, never who.
  'GET /api/farmer/messages': { access: 'farmer' },
  'POST /api/farmer/messages': {
    access: 'farmer',
    request: (w) => ({
      body: { day: `d${w.farmerA.distributionId}:2026-11-21`, body: 'Probe: under the barn roof today' },
    }),
  },
  'GET /api/host/messages': { access: 'host' },
  'POST /api/host/messages': {
    access: 'host',
    request: (w) => ({
      body: { day: `m${w.marketId}:2026-11-21`, body: 'Probe: under the barn roof today' },
    }),
  },
  // Check-in (issue 33.2): the host finds buyer A's order at its market by number and hands it over.
  'GET /api/host/checkIn': {
    access: 'host',
    request: (w) => ({ query: { q: String(w.buyerA.orderId) } }),
    mayRead: ['host'],
  },
  'POST /api/host/checkIn/handOver': {
    access: 'host',
    request: (w) => ({ body: { orderId: w.buyerA.orderId } }),
    mayWrite: ['host'],
  },

  // The pick-up host hands out buyer A's order at its market: it sees A's name and marks it.
  'GET /api/host/pickups': { access: 'host', mayRead: ['host'] },
  'POST /api/host/pickups/pickedUp': {
    access: 'host',
    request: (w) => ({ body: { groupId: w.buyerA.groupId } }),
    mayWrite: ['host'],
  },

  // Admins: every account is theirs to see; the probes change only a bystander.
  'GET /api/admin/farmerApplications': { access: 'admin' },
  'POST /api/admin/farmerApplications/approve': {
    access: 'admin',
    request: () => ({ body: { applicationId: 999_999 } }),
  },
  'POST /api/admin/farmerApplications/decline': {
    access: 'admin',
    request: () => ({ body: { applicationId: 999_999 } }),
  },
  // Payouts and money (issue 30.4-5): the marketplace's books, the admin's alone.
  'GET /api/admin/payouts/settings': { access: 'admin' },
  'POST /api/admin/payouts/fee': { access: 'admin', request: () => ({ body: { feeBasisPoints: 1000 } }) },
  'POST /api/admin/payouts/farmFee': {
    access: 'admin',
    request: (w) => ({ body: { farmId: w.farmerB.farmId, feeBasisPoints: null } }),
  },
  'GET /api/admin/payouts/statements': { access: 'admin' },
  'GET /api/admin/payouts/statement': { access: 'admin', request: () => ({ query: { statementId: 1 } }) },
  'GET /api/admin/payouts/statement/file': {
    access: 'admin',
    request: () => ({ query: { statementId: 1, format: 'csv' } }),
  },
  'GET /api/admin/payouts/export': { access: 'admin' },
  'POST /api/admin/payouts/markPaid': {
    access: 'admin',
    request: () => ({
      body: { statementId: 999_999, method: 'check', reference: 'probe-1', paidOn: '2026-11-01' },
    }),
  },
  'POST /api/admin/payouts/transfer': {
    access: 'admin',
    request: () => ({ body: { statementId: 999_999 } }),
  },
  'GET /api/admin/money': { access: 'admin' },
  'GET /api/admin/money/export': { access: 'admin' },
  // The admin refunds buyer A's order: theirs to do.
  'POST /api/admin/orders/refund': {
    access: 'admin',
    request: (w) => ({ body: { orderId: w.buyerA.orderId } }),
    mayWrite: ['admin'],
    mayRead: ['admin'],
  },
  'GET /api/admin/users': { access: 'admin', mayRead: ['admin'] },
  'POST /api/admin/users/disable': {
    access: 'admin',
    request: (w) => ({ body: { userId: w.bystanderId, disabled: true } }),
  },
  'POST /api/admin/users/invoiceStatus': {
    access: 'admin',
    request: (w) => ({ body: { userId: w.bystanderId, approved: false } }),
  },
  'GET /api/admin/failedUndos': { access: 'admin' },
  'GET /api/admin/markets': { access: 'admin' },
  'POST /api/admin/markets/save': {
    access: 'admin',
    request: () => ({ body: { marketName: 'Probe Market', ...address, postalCode: '12401' } }),
  },
  'POST /api/admin/markets/picture': {
    access: 'admin',
    request: (w) => ({ form: { marketId: String(w.marketId), kind: 'icon' } }),
  },
  'GET /api/admin/recipes': { access: 'admin' },
  'GET /api/admin/reports': {
    access: 'admin',
    request: () => ({ query: { report: 'sales-by-farm', from: '2026-11-01', to: '2026-11-30' } }),
  },
  'GET /api/admin/reports/csv': {
    access: 'admin',
    request: () => ({ query: { report: 'buyers', from: '2026-11-01', to: '2026-11-30' } }),
  },
  // The audit trail names who acted (buyer A's email, once A cancelled an order): for admins only.
  'GET /api/admin/audit': { access: 'admin', mayRead: ['admin'] },
  'GET /api/admin/audit/export': { access: 'admin', mayRead: ['admin'] },
  'POST /api/admin/recipes/save': {
    access: 'admin',
    request: () => ({ form: { recipesName: 'Probe Soup', description: '<p>Stir.</p>' } }),
  },
};

/** Who passes the role gate of an entry (everyone else is 401 signed out, 403 signed in). */
export function allowed(entry: MatrixEntry, who: Principal): boolean {
  if (entry.access === 'public') return true;
  if (who === 'signedOut' || who === 'disabled') return false;
  if (entry.roles) return entry.roles.includes(who);
  if (entry.access === 'farmer') return (FARMERS as readonly string[]).includes(who);
  if (entry.access === 'host') return who === 'host' || who === 'hostB';
  if (entry.access === 'admin') return who === 'admin';
  return true;
}

let png: Buffer | undefined;
/** The matrix's well-formed request of a route, as `who` sends it (aimed at A's records). */
export async function matrixInject(
  world: World,
  route: ProbedRoute,
  entry: MatrixEntry,
  who: Principal,
): Promise<InjectOptions> {
  const req = entry.request?.(world, who) ?? {};
  const headers: Record<string, string> = { authorization: CLIENT_AUTH };
  if (who !== 'signedOut') headers.accesstoken = world.tokens[who];
  const query = req.query
    ? `?${new URLSearchParams(Object.entries(req.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
    : '';
  const base = { method: route.method as InjectOptions['method'], url: `${route.url}${query}`, headers };
  if (route.multipart) {
    const form = new FormData();
    for (const [k, v] of Object.entries(req.form ?? {})) form.append(k, v);
    const file = route.multipart.files[0];
    if (file) form.append(file, new Blob([new Uint8Array((png ??= await pngBytes(8, 8)))]), 'probe.png');
    return { ...base, payload: form };
  }
  return route.method === 'GET' ? base : { ...base, payload: (req.body ?? {}) as InjectOptions['payload'] };
}
