/**
 * The payouts tests' shop (issue 30.4): a farm that takes orders for pickup and for delivery ($5),
 * buyers who check out through the real cart and checkout, and the window's close with the jobs it runs.
 */
import type { StatementDto } from '@lfm/core';
import { createDistribution, createFarm, createInventoryItem } from '../db/factories';
import { runJobsOnce } from '../jobs/handlers';
import { okData } from './catalog-helpers';
import { get, post } from './helpers';
import { addCard, buyer, charge, fillCart, placed, sessionFor } from './shop-helpers';
import type { TestContext } from './test-app';

export const HOME = {
  addressLine1: '9 Fair St',
  addressLine2: '',
  city: 'Kingston',
  state: 'NY',
  postalCode: '12443',
};
export const DELIVERY_FEE_CENTS = 500;
/**
 * The test clock's week: the farms' windows (Sunday 6 AM to Saturday 6 AM, New York) close here,
 * the first minute after 6:00 AM (core lastWindowClose: orders are taken through 6:00).
 */
export const SATURDAY_CLOSE = '2026-11-21T11:01:00.000Z';
export const AFTER_CLOSE = '2026-11-21T12:00:00Z';
export const WEEK_MS = 7 * 86_400_000;

/** A farm with a pickup at the farm and a Thursday delivery to HOME's zip, one item at `priceCents`. */
export async function payoutFarm(t: TestContext, priceCents = 1250) {
  const { db } = t.database;
  const farm = await createFarm(db);
  await createDistribution(db, { farmId: farm.id });
  await createDistribution(db, { farmId: farm.id, selectPickDel: 2, deliveryPostalCodes: [HOME.postalCode] });
  const item = await createInventoryItem(db, {
    farmId: farm.id,
    consumerPriceCents: priceCents,
    maximumConsumerQuantity: 10_000,
  });
  return { farm, item, farmerToken: await sessionFor(t, farm.userId) };
}

/** A buyer with a saved card. */
export async function cardBuyer(t: TestContext) {
  const b = await buyer(t);
  return { ...b, cardId: await addCard(t, b.token) };
}

type Shop = { farm: { id: number }; item: { id: number } };
type Choice = { quantity?: number; delivery?: boolean };

/** Puts `quantity` of the farm's item in the cart, for pickup or for delivery to HOME. */
export async function fillFarm(
  t: TestContext,
  token: string,
  shop: Shop,
  { quantity = 2, delivery = false }: Choice = {},
) {
  if (!delivery) return void (await fillCart(t, token, shop.item.id, shop.farm.id, quantity));
  const add = { productId: shop.item.id, farmId: shop.farm.id, productQuantity: quantity };
  okData(await post(t, '/api/addCart/add', add, token));
  const courier = {
    farmId: shop.farm.id,
    marketId: '',
    courierType: 'Delivery',
    address: HOME,
    day: 4,
    deliveryFees: 1,
  };
  okData(await post(t, '/api/addCart/updateCart', courier, token));
}

/** Checks out the buyer's cart with their card; returns the order. */
export const checkOut = async (t: TestContext, who: { token: string; cardId: string }) =>
  placed(await charge(t, who.token, { stripeCardId: who.cardId })).order;

/** Checks out `quantity` of the farm's item for pickup, or for delivery to HOME; returns the order. */
export async function buy(
  t: TestContext,
  who: { token: string; cardId: string },
  shop: Shop,
  choice: Choice = {},
) {
  await fillFarm(t, who.token, shop, choice);
  return checkOut(t, who);
}

/** The clock past `close` and the job runner's pass: window summaries and statements. */
export async function closeWindow(t: TestContext, after = AFTER_CLOSE) {
  t.clock.set(after);
  await runJobsOnce(t.app.deps);
}

export const farmerStatements = async (t: TestContext, token: string) =>
  okData<{ statements: StatementDto[] }>(await get(t, '/api/farmer/statements', token)).statements;
