/**
 * The API tests' shared set-ups (issue 16.5), one factory each: a signed-in buyer, admin or farmer,
 * a farm with an item and an open pickup, a cart ready to check out; and the calls that fill a
 * cart, save a card and check out. Users and farms come from the db factories (no password hashing).
 */
import { eq } from 'drizzle-orm';
import type { CartDto, CardTokenDto, PlacedOrderDto } from '@lfm/core';
import { farmerApplications } from '../db/schema';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createMarket,
  createUser,
  type UserOverrides,
} from '../db/factories';
import { createSession } from '../modules/auth';
import { okData } from './catalog-helpers';
import { get, post, uniqueEmail } from './helpers';
import type { TestContext } from './test-app';
import type { FakeStripe } from './stripe/fake-stripe';

export const VISA = '4242424242424242';
export const MASTERCARD = '5555555555554444';
export const DECLINED = '4000000000000002';

/** An access token of the user, as signing in would give. */
export const sessionFor = (t: TestContext, userId: number) =>
  createSession(t.app.deps, t.database.db, userId, { ip: '127.0.0.1' });

/** A buyer (customer by default) with an access token, made without the API's password hashing. */
export async function buyer(t: TestContext, overrides: UserOverrides = {}) {
  const user = await createUser(t.database.db, overrides);
  return { user, token: await sessionFor(t, user.id) };
}

/** A marketplace admin with an access token. */
export const signedInAdmin = (t: TestContext) => buyer(t, { role: 'admin' });

/** A farmer (type 1) with a listed farm (`farm` overrides it) and an access token. */
export async function signedInFarmer(t: TestContext, farm: FarmOverrides = {}) {
  const row = await createFarm(t.database.db, farm);
  return { farm: row, token: await sessionFor(t, row.userId) };
}

/** Tokenizes a test card with the local processor and saves it; returns the card id. */
export async function addCard(t: TestContext, token: string, number = VISA) {
  const tok = okData<CardTokenDto>(
    await post(
      t,
      '/api/payments/tokens',
      { number, expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada Lovelace' },
      token,
    ),
  );
  const { card } = okData<{ card: { id: string } }>(
    await post(t, '/api/user/addCard', { source: tok.id }, token),
  );
  return card.id;
}

/**
 * Saves a card with Stripe as the browser does (issue 30.2): a SetupIntent from user/cardSetup, Stripe.js's
 * confirmCardSetup (the fake Stripe plays it), then user/addCard with the PaymentMethod; returns its id.
 */
export async function addStripeCard(t: TestContext, stripe: FakeStripe, token: string, number = VISA) {
  const { clientSecret } = okData<{ clientSecret: string }>(await post(t, '/api/user/cardSetup', {}, token));
  const { card } = okData<{ card: { id: string } }>(
    await post(t, '/api/user/addCard', { source: stripe.confirmCardSetup(clientSecret, number) }, token),
  );
  return card.id;
}

export const getCart = async (t: TestContext, token: string) =>
  okData<{ result: CartDto }>(await get(t, '/api/addCart/getCart', token)).result;

type FarmOverrides = Parameters<typeof createFarm>[1];
type ItemOverrides = Parameters<typeof createInventoryItem>[1];

/** A farm with a pickup at the farm (Saturday morning; window Sunday 6 AM to Saturday 6 AM) and one item. */
export async function pickupFarm(t: TestContext, item: ItemOverrides = {}) {
  const { db } = t.database;
  const farm = await createFarm(db);
  const distribution = await createDistribution(db, { farmId: farm.id });
  const product = await createInventoryItem(db, { farmId: farm.id, ...item });
  return { farm, distribution, product };
}

/** Puts `quantity` of the item in the buyer's cart and chooses the farm's first pickup option. */
export async function fillCart(
  t: TestContext,
  token: string,
  productId: number,
  farmId: number,
  quantity = 2,
) {
  okData(await post(t, '/api/addCart/add', { productId, farmId, productQuantity: quantity }, token));
  const cart = await getCart(t, token);
  const entry = cart.buyList.find((f) => f.farmId === farmId);
  const option = entry?.pickupOptions[0];
  if (!option) throw new Error(`farm ${farmId} has no pickup option: ${JSON.stringify(cart)}`);
  okData(await post(t, '/api/addCart/updateCart', pickupChoice(farmId, option), token));
  return getCart(t, token);
}

/**
 * A signed-in buyer whose cart holds `quantity` of a pickup farm's item with the pickup chosen,
 * and a saved `card` (none when null): what /payment/charge needs. In the order a shopper goes.
 */
export async function readyCart(
  t: TestContext,
  {
    buyer: who = {},
    item = {},
    quantity = 2,
    card = VISA,
  }: { buyer?: UserOverrides; item?: ItemOverrides; quantity?: number; card?: string | null } = {},
) {
  const signedIn = await buyer(t, who);
  const shop = await pickupFarm(t, item);
  const cart = await fillCart(t, signedIn.token, shop.product.id, shop.farm.id, quantity);
  const cardId = card ? await addCard(t, signedIn.token, card) : undefined;
  return { ...signedIn, ...shop, cart, cardId };
}

/** The updateCart body choosing one of a farm's pickup options. */
export const pickupChoice = (
  farmId: number,
  option: { distributionId: number; marketId?: number | null; day: number; timeSlot: string },
) => ({
  farmId,
  courierType: 'Pickup',
  distributionId: option.distributionId,
  marketId: option.marketId ?? undefined,
  day: option.day,
  timeSlot: option.timeSlot,
});

export const billing = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  organization: '',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
  country: 'United States',
  phoneNumber: '5185550100',
  ...overrides,
});

let keySeq = 0;
export const checkoutKey = () => `test-checkout-${Date.now()}-${++keySeq}`;

export const charge = (t: TestContext, token: string, body: Record<string, unknown>) =>
  post(t, '/api/payment/charge', { ...billing(), idempotencyKey: checkoutKey(), ...body }, token);

export const placed = (res: Parameters<typeof okData>[0]) => okData<PlacedOrderDto>(res);

/**
 * A farm with a pickup at a market hosted by a pick-up host, and a buyer who ordered 2 × Kale from it
 * (a new buyer, or `who` again). `market` puts it at an existing hosted market instead of a new one.
 */
export async function orderAtHostedMarket(
  t: TestContext,
  {
    market: at,
    who,
  }: { market?: Awaited<ReturnType<typeof createMarket>>; who?: Awaited<ReturnType<typeof buyer>> } = {},
) {
  const { db } = t.database;
  const farm = await createFarm(db);
  const hostId = at?.hostUserId ?? (await createUser(db, { userType: 5 })).id;
  const market = at ?? (await createMarket(db, { hostUserId: hostId }));
  const distribution = await createDistribution(db, { farmId: farm.id, marketId: market.id });
  const product = await createInventoryItem(db, { farmId: farm.id, itemName: 'Kale' });
  const b = who ?? (await buyer(t));
  await fillCart(t, b.token, product.id, farm.id, 2);
  const { order } = placed(await charge(t, b.token, { stripeCardId: await addCard(t, b.token) }));
  return {
    farm,
    market,
    distribution,
    order,
    groupId: order.buyList[0]!._id,
    buyer: b,
    hostId,
    farmer: await sessionFor(t, farm.userId),
    host: await sessionFor(t, hostId),
  };
}

/** A pending become-a-farmer application (admin/addFarmer), as its row. */
/** What a grower fills in on the become-a-farmer form (POST admin/addFarmer). */
export const farmerApplicationForm = (email: string) => ({
  firstName: 'Rosa',
  lastName: 'Green',
  email,
  phone: '5185550199',
  addressLine1: '9 Barn Rd',
  addressLine2: 'Unit 1',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12401',
  country: 'US',
  questions: 'When do payouts happen?',
  certifications: 'NOFA-NY',
});

export async function farmerApplication(t: TestContext, email = uniqueEmail('grower')) {
  okData(await post(t, '/api/admin/addFarmer', farmerApplicationForm(email)));
  const [row] = await t.database.db
    .select()
    .from(farmerApplications)
    .where(eq(farmerApplications.email, email));
  return row!;
}

/** The fields of a farmer's item form (farmer/inventory/add and edit). */
export const itemFields = {
  itemName: 'Purple Kale',
  variety: 'Redbor',
  inventoryType: 1,
  distributionTypes: '1,2',
  consumerPriceCents: 350,
  wholesalePriceCents: 250,
  consumerUnit: 3,
  wholesaleUnit: 3,
  maximumConsumerQuantity: 30,
  maximumWholesaleQuantity: 60,
};
