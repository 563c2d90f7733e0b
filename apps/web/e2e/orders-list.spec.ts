import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomer, createSchool, expect, signInWithToken, test } from './fixtures';
import { ownFarm, saturdayPickup } from './farmer';
import { apiCall, BILLING, cartWithPickup, farmItems, payByCard, pickupItem, type Item } from './shop';

/** Issue 15: the orders list, order detail and the farmer's orders, as a buyer and a farmer meet them. */

/** Products of `farmName` delivered to the buyer (the demo Hawthorn delivery: Hudson zips, Fridays). */
async function deliveryItems(request: APIRequestContext, farmName: string, token: string) {
  const { items } = await farmItems(request, token, farmName);
  return items.filter(
    (i) =>
      i.status === 1 &&
      i.maxQuantity > 5 &&
      i.orderWindowOpen &&
      i.distributionTypes.includes(2) &&
      i.subscriptionIntervalCount === 0,
  );
}

/** Puts the items (one farm's) in the cart and chooses that farm's first open delivery day. */
async function cartWithDelivery(request: APIRequestContext, token: string, items: Item[]) {
  for (const item of items)
    await apiCall(request, 'POST', 'addCart/add', token, {
      productId: item._id,
      farmId: item.farmId,
      productQuantity: 1,
    });
  await apiCall(request, 'POST', 'addCart/updateCartDeliveryInfo', token, {
    deliveryInfo: {
      addressLine1: '14 Warren Street',
      addressLine2: '',
      city: 'Hudson',
      state: 'NY',
      postalCode: '12534',
    },
  });
  const farmId = items[0]!.farmId;
  const cart = await apiCall<{
    result: {
      buyList: {
        farmId: number;
        deliveryOptions: { distributionId: number; day: number; timeSlot: string; isOpen: boolean }[];
      }[];
    };
  }>(request, 'GET', 'addCart/getCart', token);
  const option = cart.result.buyList.find((f) => f.farmId === farmId)!.deliveryOptions.find((o) => o.isOpen)!;
  await apiCall(request, 'POST', 'addCart/updateCart', token, {
    farmId,
    courierType: 'Delivery',
    distributionId: option.distributionId,
    day: option.day,
    timeSlot: option.timeSlot,
    deliveryFees: 1,
  });
}

const noSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

test('the orders list names each farm once with its pickup or delivery date; the order shows the card charged @phone', async ({
  page,
  request,
}) => {
  const buyer = await createCustomer(request);
  // Two Hawthorn products delivered (one farm, one delivery), and a Pioneer Valley pickup.
  const delivered = (await deliveryItems(request, 'Hawthorn Hollow Farm', buyer.accessToken)).slice(0, 2);
  expect(delivered).toHaveLength(2);
  await cartWithDelivery(request, buyer.accessToken, delivered);
  await cartWithPickup(
    request,
    buyer.accessToken,
    await pickupItem(request, 'Pioneer Valley Growers', buyer.accessToken),
  );
  const orderId = (await payByCard(request, buyer))._id;

  await signInWithToken(page, buyer);
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: `#${orderId}` });
  await expect(row).toContainText('Hawthorn Hollow Farm');
  await expect(row).toContainText('Pioneer Valley Growers');
  expect((await row.innerText()).match(/Hawthorn Hollow Farm/g)).toHaveLength(1);
  // The test clock is Wednesday November 18th: Hawthorn delivers on Friday, Pioneer Valley
  // hands over at the Northampton Tuesday Market.
  await expect(row.getByText('Delivery Fri, Nov 20')).toBeVisible();
  await expect(row.getByText('Pick up Tue, Nov 24')).toBeVisible();
  await noSidewaysScroll(page);

  await row.getByRole('button', { name: `View order #${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${orderId}` });
  await expect(dialog.getByText('Visa ···· 4242')).toBeVisible();
  await expect(dialog.getByText(/Delivery to 14 Warren Street.* · Fri, Nov 20/)).toBeVisible();
});

test("an order paid by invoice says 'Invoice' @phone", async ({ page, request }) => {
  const school = await createSchool(request);
  const item = await pickupItem(request, 'Hawthorn Hollow Farm', school.accessToken);
  await cartWithPickup(request, school.accessToken, item, 2);
  const { order } = await apiCall<{ order: { _id: number } }>(
    request,
    'POST',
    'payment/chargeByInvoice',
    school.accessToken,
    { ...BILLING, organization: 'Hudson Elementary', idempotencyKey: `e2e-invoice-${Date.now()}` },
  );
  await signInWithToken(page, school);
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: `#${order._id}` });
  await expect(row.getByText(/^Pick up \w{3}, Nov \d+$/)).toBeVisible();
  await row.getByRole('button', { name: `View order #${order._id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${order._id}` });
  await expect(dialog.getByText('Payment:')).toContainText('Invoice');
  await expect(dialog.getByText(/····/)).toHaveCount(0);
});

test('the farmer sees an order of several products once, with all its products @phone', async ({
  page,
  request,
}) => {
  // A farm of the test's own with three products, all in one buyer's order.
  const farm = await ownFarm(request, {
    itemName: 'Parsnips',
    moreItems: ['Leeks', 'Celeriac'],
    priceCents: 300,
    distribution: saturdayPickup(),
  });
  const three = farm.items;
  expect(three).toHaveLength(3);
  const buyer = await createCustomer(request);
  for (const item of three) await cartWithPickup(request, buyer.accessToken, item);
  const orderId = (await payByCard(request, buyer))._id;

  await signInWithToken(page, farm.farmer);
  await page.goto('/farmer/orders');
  const card = page.getByRole('listitem').filter({ hasText: new RegExp(`^#${orderId} · `) });
  await expect(card).toHaveCount(1);
  for (const item of three) await expect(card).toContainText(item.name);
  await expect(page.getByText(`#${orderId} · ${buyer.firstName} ${buyer.lastName}`)).toHaveCount(1);
  await noSidewaysScroll(page);
});
