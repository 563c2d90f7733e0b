/** API helpers of the cart and checkout browser tests: what a buyer did before the part under test. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CLIENT_AUTH, expect, type TestUser } from './fixtures';

export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: CLIENT_AUTH, accesstoken: token },
    data: body,
  });
  const json = await res.json();
  if (!res.ok() && path.startsWith('payment/')) {
    // A refused checkout says why in the cart: show it with the failure.
    const cart = await request.fetch('/api/addCart/getCart', {
      headers: { authorization: CLIENT_AUTH, accesstoken: token },
    });
    json.cart = (await cart.json()).responseData;
  }
  expect(res.ok(), `${path}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.responseData as T;
}

export interface Item {
  _id: number;
  farmId: number;
  name: string;
  distributionTypes: number[];
  isShippable: boolean;
  orderWindowOpen: boolean;
  maxQuantity: number;
  status: number;
  subscriptionIntervalCount: number;
}

/** The farm called `farmName` and every product on its page, as a buyer sees them. */
export async function farmItems(request: APIRequestContext, token: string, farmName: string) {
  const farms = await apiCall<{ result: { _id: number; farmName: string }[] }>(
    request,
    'GET',
    `farm/getFarm?search=${encodeURIComponent(farmName)}`,
    token,
  );
  const farm = farms.result.find((f) => f.farmName === farmName);
  expect(farm, `the farm ${farmName}`).toBeTruthy();
  const { result } = await apiCall<{ result: { inventoryData: Item[] } }>(
    request,
    'GET',
    `farm/viewFarmDetails?farmId=${farm!._id}`,
    token,
  );
  return { farmId: farm!._id, items: result.inventoryData };
}

/** A product of `farmName` the buyer can pick up at the farm now (optionally one sold by subscription). */
export async function pickupItem(
  request: APIRequestContext,
  farmName: string,
  token: string,
  opts: { subscription?: boolean } = {},
) {
  const item = (await farmItems(request, token, farmName)).items.find(
    (i) =>
      i.status === 1 &&
      i.maxQuantity > 5 &&
      i.orderWindowOpen &&
      !i.isShippable &&
      i.distributionTypes.includes(1) &&
      (opts.subscription ? i.subscriptionIntervalCount > 0 : i.subscriptionIntervalCount === 0),
  );
  expect(item, `a pickup product of ${farmName}`).toBeTruthy();
  return item!;
}

export async function addToCart(
  request: APIRequestContext,
  token: string,
  item: Pick<Item, '_id' | 'farmId'>,
  quantity = 1,
) {
  await apiCall(request, 'POST', 'addCart/add', token, {
    productId: item._id,
    farmId: item.farmId,
    productQuantity: quantity,
  });
}

/**
 * Puts the item in the cart and chooses its farm's first pickup (on weekday `day` if given) that takes
 * orders now and is not full; answers that pickup.
 */
export async function cartWithPickup(
  request: APIRequestContext,
  token: string,
  item: Pick<Item, '_id' | 'farmId'>,
  quantity = 1,
  day?: number,
) {
  await addToCart(request, token, item, quantity);
  const cart = await apiCall<{
    result: { buyList: { farmId: number; pickupOptions: PickupOption[] }[] };
  }>(request, 'GET', 'addCart/getCart', token);
  const option = cart.result.buyList
    .find((f) => f.farmId === item.farmId)!
    .pickupOptions.find((o) => o.isOpen && !o.isFull && (day === undefined || o.day === day));
  expect(option, 'an open pickup with room').toBeTruthy();
  await apiCall(request, 'POST', 'addCart/updateCart', token, {
    farmId: item.farmId,
    courierType: 'Pickup',
    ...option,
  });
  return option!;
}

type PickupOption = Record<string, unknown> & {
  locationName: string;
  day: number;
  isOpen: boolean;
  isFull?: boolean;
};

export async function saveCard(request: APIRequestContext, token: string, number = '4242424242424242') {
  const tok = await apiCall<{ id: string }>(request, 'POST', 'payments/tokens', token, {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    name: 'Wren Tester',
  });
  return (await apiCall<{ card: { id: string } }>(request, 'POST', 'user/addCard', token, { source: tok.id }))
    .card.id;
}

/** The buyer's billing details at checkout (the test accounts' address in Hudson). */
export const BILLING = {
  firstName: 'Wren',
  lastName: 'Tester',
  addressLine1: '14 Warren Street',
  city: 'Hudson',
  state: 'NY',
  postalCode: '12534',
  country: 'United States',
  phoneNumber: '5185550100',
};

/** Checks out the buyer's cart by card (a new saved card unless one is given); answers the order. */
export async function payByCard(
  request: APIRequestContext,
  buyer: Pick<TestUser, 'accessToken'>,
  opts: { cardId?: string } = {},
) {
  const { order } = await apiCall<{ order: { _id: number } }>(
    request,
    'POST',
    'payment/charge',
    buyer.accessToken,
    {
      stripeCardId: opts.cardId ?? (await saveCard(request, buyer.accessToken)),
      idempotencyKey: `e2e-${Date.now()}-${Math.random()}`,
      ...BILLING,
    },
  );
  return order;
}

/**
 * Adds a card in the browser's Add New Card dialog (checkout or profile) and saves; answers the dialog.
 * `opened` looks at the empty dialog first.
 */
export async function addCardInBrowser(
  page: Page,
  { number = '4242 4242 4242 4242', expiry = '12 / 30', opened = async (_dialog: Locator) => {} } = {},
) {
  await page.getByRole('button', { name: 'Add New Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Card' });
  await opened(dialog);
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Card holder name').fill('Wren Tester');
  await dialog.getByLabel('Expiry (MM / YY)').fill(expiry);
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
}
