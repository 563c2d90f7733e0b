import { readFile } from 'node:fs/promises';
import { pdfText } from '../../server/src/test/pdf-text';
import { allMail, createCustomer, expect, signInWithToken, test } from './fixtures';
import { ownFarm, saturdayPickup } from './farmer';
import { cartWithPickup, payByCard } from './shop';

/**
 * Issue 15.2: the order's PDF and its receipt email say when it was placed and when it is picked up,
 * as the order's page does.
 */

test('the order PDF a buyer downloads and the receipt they get give the placed and pickup dates', async ({
  page,
  request,
}) => {
  const farm = await ownFarm(request, {
    itemName: 'Pea Shoots',
    priceCents: 500,
    distribution: saturdayPickup(),
  });
  const buyer = await createCustomer(request);
  await cartWithPickup(request, buyer.accessToken, farm.items[0]!);
  const order = await payByCard(request, buyer);

  // Placed at the tests' clock, which starts Wednesday November 18th 10:00 in New York and runs on
  // (this test may run minutes into the suite); picked up that Saturday.
  const placedAt = /Placed (Wednesday November 18th 2026, 10:\d\dam)/;
  const pickup = 'Sat, Nov 21';
  await signInWithToken(page, buyer);
  await page.goto(`/ordernumber?orderId=${order._id}`);
  await expect(page.getByText(new RegExp(`Pickup at .*${pickup}`))).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`order-${order._id}.pdf`);
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toMatch(placedAt);
  const placed = placedAt.exec(text)![1]!;
  expect(text).toMatch(new RegExp(`Pickup at .*${pickup}`));

  await expect
    .poll(async () => (await allMail(buyer.email)).find((m) => m.includes(`Your order #${order._id}`)) ?? '')
    .toContain(`placed ${placed}`);
  const receipt = (await allMail(buyer.email)).find((m) => m.includes(`Your order #${order._id}`))!;
  expect(receipt).toMatch(new RegExp(`Pickup at .*${pickup}`));
});
