/** API helpers of the cart and checkout browser tests: what a buyer did before the part under test. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const CLIENT_AUTH = `Basic ${Buffer.from('lfm-web:lfm-web-local-secret').toString('base64')}`;

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

export async function logIn(request: APIRequestContext, email: string, password = 'demo1234') {
  const res = await request.post('/api/user/login', {
    headers: { authorization: CLIENT_AUTH },
    data: { email, password },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).responseData.accessToken as string;
}

interface Item {
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
interface Distribution {
  selectPickDel: number;
  isOpen: boolean;
  marketId: number | null;
}

/** A product of `farmName` the buyer can pick up at the farm now (optionally one sold by subscription). */
export async function pickupItem(
  request: APIRequestContext,
  farmName: string,
  token: string,
  opts: { subscription?: boolean } = {},
) {
  const farms = await apiCall<{ result: { _id: number; farmName: string }[] }>(
    request,
    'GET',
    `farm/getFarm?search=${encodeURIComponent(farmName)}`,
    token,
  );
  const farm = farms.result.find((f) => f.farmName === farmName)!;
  const { result } = await apiCall<{ result: { inventoryData: Item[]; distributionData: Distribution[] } }>(
    request,
    'GET',
    `farm/viewFarmDetails?farmId=${farm._id}`,
    token,
  );
  const item = result.inventoryData.find(
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

/** Puts the item in the cart and chooses its farm's first pickup option. */
export async function cartWithPickup(request: APIRequestContext, token: string, item: Item, quantity = 1) {
  await apiCall(request, 'POST', 'addCart/add', token, {
    productId: item._id,
    farmId: item.farmId,
    productQuantity: quantity,
  });
  const cart = await apiCall<{
    result: { buyList: { farmId: number; pickupOptions: Record<string, unknown>[] }[] };
  }>(request, 'GET', 'addCart/getCart', token);
  const option = cart.result.buyList.find((f) => f.farmId === item.farmId)!.pickupOptions[0]!;
  await apiCall(request, 'POST', 'addCart/updateCart', token, {
    farmId: item.farmId,
    courierType: 'Pickup',
    ...option,
  });
}

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
