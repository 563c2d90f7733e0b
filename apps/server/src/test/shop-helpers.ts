/** Helpers of the cart, checkout and order tests: buyers with sessions, cards, filled carts. */
import type { CartDto, CardTokenDto, PlacedOrderDto } from '@lfm/core';
import {
  createDistribution,
  createFarm,
  createInventoryItem,
  createUser,
  type UserOverrides,
} from '../db/factories';
import { createSession } from '../modules/auth/sessions';
import { okData } from './catalog-helpers';
import { get, post } from './helpers';
import type { TestContext } from './test-app';

export const VISA = '4242424242424242';
export const MASTERCARD = '5555555555554444';
export const DECLINED = '4000000000000002';

/** A buyer (customer by default) with an access token, made without the API's password hashing. */
export async function buyer(t: TestContext, overrides: UserOverrides = {}) {
  const user = await createUser(t.database.db, overrides);
  const token = await createSession(t.app.deps, t.database.db, user.id, { ip: '127.0.0.1' });
  return { user, token };
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

export const getCart = async (t: TestContext, token: string) =>
  okData<{ result: CartDto }>(await get(t, '/api/addCart/getCart', token)).result;

/** A farm with a pickup at the farm (Saturday morning; window Sunday 6 AM to Saturday 6 AM) and one item. */
export async function pickupFarm(t: TestContext, item: Parameters<typeof createInventoryItem>[1] = {}) {
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
