/**
 * Issue 33.2 and 33.3: the pick-up table checks an order in by the QR code on the buyer's phone (a fake
 * camera showing the code), also without a connection; a farmer writes to the buyers of a day.
 */
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { chromium, type Browser, type Page, type TestInfo } from '@playwright/test';
import { formatOrderDate, type OrderDto } from '@lfm/core';
import { expect, recipientsOf, signInWithToken, test, type TestUser } from './fixtures';
import { orderAtOwnMarket } from './farmer';
import { apiCall } from './shop';

// Each test sets up its own market, farm and order through the API and starts a second Chromium with
// the fake camera: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video (the format Chromium's fake camera reads and loops) of `text` as a QR code: black modules
 * on white, 8 pixels each with a quiet zone, written frame by frame as raw 4:2:0 planes.
 */
async function qrVideo(text: string, file: string) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const side = (modules.size + 8) * scale;
  const left = (WIDTH - side) / 2;
  const top = (HEIGHT - side) / 2;
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + (y + 4) * scale + dy) * WIDTH + left + (x + 4) * scale;
        luma.fill(0, row, row + scale);
      }
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, frame, frame, frame]));
}

/** Chromium as the tests launch it, whose camera films the QR code of `text`; a phone-sized page. */
async function phoneFilming(testInfo: TestInfo, text: string): Promise<Browser> {
  const video = testInfo.outputPath('qr.y4m');
  await qrVideo(text, video);
  const base = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

async function hostPage(browser: Browser, testInfo: TestInfo, host: TestUser) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 412, height: 915 },
    permissions: ['camera'],
  });
  // What the page fetched, to see the scanner come in after the first load.
  const fetched: string[] = [];
  context.on('requestfinished', (r) => fetched.push(r.url()));
  const page = await context.newPage();
  await signInWithToken(page, host);
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { name: 'Check in' })).toBeVisible();
  return { context, page, fetched };
}

const pickupRef = async (request: Parameters<typeof apiCall>[0], buyer: TestUser, orderId: number) =>
  (
    await apiCall<{ order: OrderDto }>(
      request,
      'GET',
      `payment/getOrderById?orderId=${orderId}`,
      buyer.accessToken,
    )
  ).order;

test('a host scans the buyer’s QR code with the phone camera and hands the order over', async ({
  page,
  request,
}, testInfo) => {
  const { host, buyer, order } = await orderAtOwnMarket(request);
  const ref = (await pickupRef(request, buyer, order._id)).pickupRef!;

  // The buyer's order page carries the code.
  await signInWithToken(page, buyer);
  await page.goto(`/ordernumber?orderId=${order._id}`);
  await expect(page.getByRole('img', { name: `Pick-up code of order #${order._id}` })).toBeVisible();
  await expect(page.getByText(ref)).toBeVisible();

  const browser = await phoneFilming(testInfo, ref);
  try {
    const { page: table } = await hostPage(browser, testInfo, host);
    await table.getByRole('button', { name: 'Scan QR code' }).click();
    const found = table.getByRole('list', { name: 'Orders found' }).getByRole('listitem').first();
    // The camera starts and jsQR reads frames: slow on a loaded machine.
    await expect(found).toContainText(`#${order._id} · ${buyer.firstName} ${buyer.lastName}`, {
      timeout: 30_000,
    });
    await expect(found).toContainText('Pea Shoots');
    await table.getByRole('button', { name: 'Close camera' }).click();
    await found.getByRole('button', { name: `Handed over order #${order._id}` }).click();
    await expect(found.getByText(/Handed over .* by Marlow/)).toBeVisible();
    await table.screenshot({ path: testInfo.outputPath('check-in-412.png'), fullPage: true });
  } finally {
    await browser.close();
  }

  // The buyer sees it picked up.
  await page.reload();
  await expect(page.getByText('Picked up', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Pick-up code/ })).toHaveCount(0);
});

test('a scan made offline waits, is counted, and is sent when the connection returns', async ({
  request,
}, testInfo) => {
  const { host, buyer, order } = await orderAtOwnMarket(request);
  const placed = await pickupRef(request, buyer, order._id);
  // The phone's clock at the scan: a second after the order was placed (the server's clock), long
  // before the scan reaches the server.
  const scanAt = new Date(Date.parse(placed.created) + 1000);
  const browser = await phoneFilming(testInfo, placed.pickupRef!);
  try {
    const { context, page, fetched } = await hostPage(browser, testInfo, host);
    // The scanner and its decoder are fetched once the page is idle, not with its first load.
    await expect
      .poll(() => fetched.some((n) => /qr-scanner/.test(n)) && fetched.some((n) => /jsqr/i.test(n)))
      .toBe(true);

    await context.setOffline(true);
    await page.clock.setFixedTime(scanAt);
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 check-in waits to be sent' })).toContainText(
      `#${order._id}`,
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Close camera' }).click();
    await page.screenshot({ path: testInfo.outputPath('offline-412.png'), fullPage: true });
    expect((await pickupRef(request, buyer, order._id)).buyList[0]!.pickedUpAt).toBeNull();

    await context.setOffline(false);
    await expect(page.getByText(`Order #${order._id}: Handed over.`)).toBeVisible();
    await expect(page.getByText(/check-ins? waits? to be sent/)).toHaveCount(0);
    // Recorded when it was scanned, not when the connection returned; the table shows that time.
    expect((await pickupRef(request, buyer, order._id)).buyList[0]!.pickedUpAt).toBe(scanAt.toISOString());
    await page.getByLabel('Order number or buyer name').fill(`#${order._id}`);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Orders found' })).toContainText(
      `Handed over ${formatOrderDate(scanAt)} by Marlow`,
    );
  } finally {
    await browser.close();
  }
});

test('the host finds an order by its number or the buyer’s name, only at their market', async ({
  page,
  request,
}) => {
  const { host, buyer, order } = await orderAtOwnMarket(request);
  const elsewhere = await orderAtOwnMarket(request);
  await signInWithToken(page, host);
  await page.goto('/pickups');
  const list = page.getByRole('list', { name: 'Orders found' });
  // Each order found starts with its number and buyer (its items are a list inside).
  const found = list.getByRole('listitem').filter({ has: page.getByText(/^#\d+ · /) });
  /** Types `typed` and finds; answers the status of the lookup it made. */
  const find = async (typed: string) => {
    await page.getByLabel('Order number or buyer name').fill(typed);
    const [res] = await Promise.all([
      page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/host/checkIn' && url.searchParams.get('q') === typed;
      }),
      page.getByRole('button', { name: 'Find', exact: true }).click(),
    ]);
    return res.status();
  };
  for (const typed of [
    String(order._id),
    `#${order._id}`,
    `${buyer.firstName} ${buyer.lastName}`,
    buyer.lastName.toLowerCase(),
  ]) {
    expect(await find(typed), typed).toBe(200);
    await expect(found, typed).toHaveCount(1);
    await expect(found).toContainText(`#${order._id} · ${buyer.firstName} ${buyer.lastName}`);
    await expect(found).toContainText('Pea Shoots');
  }
  await found.getByRole('button', { name: `Handed over order #${order._id}` }).click();
  await expect(found.getByText(/Handed over .* by Marlow/)).toBeVisible();

  // Another market's order: as if it did not exist.
  expect(await find(`#${elsewhere.order._id}`)).toBe(404);
  await expect(page.getByText('No order to hand out at your market matches that.')).toBeVisible();
  await expect(found).toHaveCount(0);
});

/** The buyer's order page, once it shows the order; answers the notes of messages on it. */
async function orderNotes(page: Page, buyer: TestUser, orderId: number) {
  await signInWithToken(page, buyer);
  await page.goto(`/ordernumber?orderId=${orderId}`);
  await expect(page.getByRole('img', { name: `Pick-up code of order #${orderId}` })).toBeVisible();
  return page.getByRole('note', { name: /^Message from / });
}

test('a farmer writes to the buyers of a pickup day; they read it on the order page, no one else', async ({
  page,
  request,
}, testInfo) => {
  const { buyer, order, farm, sameDay, otherDay } = await orderAtOwnMarket(request, {
    sameDay: 1,
    otherDay: true,
  });
  const second = sameDay[0]!;
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithToken(page, farm.farmer);
  await page.goto('/farmer/messages');
  const body = `Rain: we are under the barn roof today (${order._id}).`;
  // Saturday's two buyers first (the soonest day), then Tuesday's one.
  const day = page.getByLabel('Day', { exact: true });
  await expect(day.getByRole('option')).toHaveText([
    /Pickup at Depot Lot .* · 2 buyers$/,
    /Pickup at Depot Lot .* · 1 buyer$/,
  ]);
  await page.getByRole('button', { name: 'Send to buyers' }).click();
  await expect(page.getByText('Please write a message.')).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send to buyers' }).click();
  await expect(page.getByText('Message sent to 2 buyers.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sent messages' })).toContainText(body);
  await page.screenshot({ path: testInfo.outputPath('farmer-messages-375.png'), fullPage: true });

  for (const [who, id] of [
    [buyer, order._id],
    [second.buyer, second.order._id],
  ] as const) {
    await expect(await orderNotes(page, who, id)).toHaveCount(1);
    await expect(page.getByRole('note', { name: `Message from ${farm.farmName}` })).toContainText(body);
  }
  await page.screenshot({ path: testInfo.outputPath('buyer-order-375.png'), fullPage: true });
  // Tuesday's buyer, at the same market from the same farm, is not written to.
  await expect(await orderNotes(page, otherDay!.buyer, otherDay!.order._id)).toHaveCount(0);
  // By email (the job queue sends within a second or two) to exactly Saturday's two.
  await expect.poll(() => recipientsOf(body)).toEqual([buyer.email, second.buyer.email].sort());
});

test("a market's host writes to the buyers picking up there on the day they choose", async ({
  page,
  request,
}) => {
  const { host, marketName, buyer, order, sameDay, otherDay } = await orderAtOwnMarket(request, {
    sameDay: 1,
    otherDay: true,
  });
  await signInWithToken(page, host);
  await page.goto('/pickups');
  const body = `Tuesday's pickup moves to the north lot (${order._id}).`;
  const day = page.getByLabel('Day', { exact: true });
  await expect(day.getByRole('option')).toHaveText([
    new RegExp(`Pickup at ${marketName} · 2 buyers$`),
    new RegExp(`Pickup at ${marketName} · 1 buyer$`),
  ]);
  await day.selectOption((await day.getByRole('option').nth(1).getAttribute('value'))!);
  await page.getByLabel('Message', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Send to buyers' }).click();
  await expect(page.getByText('Message sent to 1 buyer.')).toBeVisible();

  const tuesday = otherDay!;
  await expect(await orderNotes(page, tuesday.buyer, tuesday.order._id)).toHaveCount(1);
  await expect(page.getByRole('note', { name: `Message from ${marketName}` })).toContainText(body);
  for (const [who, id] of [
    [buyer, order._id],
    [sameDay[0]!.buyer, sameDay[0]!.order._id],
  ] as const)
    await expect(await orderNotes(page, who, id)).toHaveCount(0);
  await expect.poll(() => recipientsOf(body)).toEqual([tuesday.buyer.email]);
});
