import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StatementDto } from '@lfm/core';
import { ownFarm, saturdayPickup } from './farmer';
import { adminToken, createCustomer, expect, signInWithToken, test } from './fixtures';
import { apiCall, cartWithPickup, payByCard } from './shop';

/**
 * Issue 30.4: a farm's order window closes with an order in it, and the farm's statement is made. The
 * e2e server's clock runs from CLOCK_START, so the window is moved to close a minute or two after the
 * order (the order's time is the server's): the test waits that long, once, for both walks.
 */
const MERIDIEM = (h: number) => (h < 12 ? 'AM' : 'PM');
function windowCloseAfter(iso: string) {
  // The next whole minute after the order, in New York (the distribution's zone).
  const at = new Date(Math.ceil((Date.parse(iso) + 30_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour);
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday!);
  return { day, time: `${hour % 12 || 12}:${parts.minute}`, meridiem: MERIDIEM(hour) };
}

async function statementsOf(request: APIRequestContext, token: string) {
  return (await apiCall<{ statements: StatementDto[] }>(request, 'GET', 'farmer/statements', token))
    .statements;
}

test.describe.serial('farms are paid', () => {
  test.setTimeout(300_000);
  let farm: Awaited<ReturnType<typeof ownFarm>>;
  let statement: StatementDto;
  let distributionId: unknown;

  /**
   * A buyer orders 2 × Sorrel ($25.00) while the weekday window is open, then the window is moved to
   * close just after the order; waits for the farm's statement number `count` and answers it.
   */
  async function orderedAndClosed(request: APIRequestContext, count: number) {
    const edit = (distributionId: unknown, changes: Record<string, unknown> = {}) =>
      apiCall(request, 'POST', 'farmer/distributions/edit', farm.farmer.accessToken, {
        ...saturdayPickup(),
        distributionId,
        ...changes,
      });
    // The window an earlier call closed opens again (weekdays).
    if (distributionId != null) await edit(distributionId);
    const buyer = await createCustomer(request);
    const option = await cartWithPickup(request, buyer.accessToken, farm.items[0]!, 2);
    distributionId = option.distributionId;
    const order = (await payByCard(request, buyer)) as { _id: number; created: string };
    await edit(distributionId, { placeOrderClose: windowCloseAfter(order.created) });
    await expect
      .poll(async () => (await statementsOf(request, farm.farmer.accessToken)).length, {
        timeout: 240_000,
        intervals: [5_000],
      })
      .toBe(count);
    // Newest first.
    return (await statementsOf(request, farm.farmer.accessToken))[0]!;
  }

  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    farm = await ownFarm(request, { itemName: 'Sorrel', priceCents: 1250, distribution: saturdayPickup() });
    statement = await orderedAndClosed(request, 1);
  });

  async function shoot(page: Page, name: string) {
    await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-375.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  test('the farmer connects a payout account and reads the statement', async ({ page }) => {
    page.on('pageerror', (err) => console.error('page error:', err.message));
    await signInWithToken(page, farm.farmer, 1);
    await page.goto('/farmer/statements');
    // (the shared test machine can be slow to start the portal)
    await expect(page.getByRole('heading', { name: 'Statements', level: 2 })).toBeVisible({
      timeout: 30_000,
    });
    // 2 × $12.50, less the marketplace's 10%.
    await expect(page.getByRole('cell', { name: '$22.50' })).toBeVisible();
    await shoot(page, 'farmer-statements');

    await page.getByRole('button', { name: 'Connect a payout account' }).click();
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish onboarding' }).click();
    await expect(page).toHaveURL(/\/farmer\/statements\?connected=1$/);
    await expect(
      page.getByText('Connected. Payouts of your statements go straight to your account'),
    ).toBeVisible();

    await page
      .getByRole('link', { name: /Sat|Sun|Mon|Tue|Wed|Thu|Fri/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: `Statement #${statement.id}` })).toBeVisible();
    await expect(page.getByText('Amount owed')).toBeVisible();
    await expect(page.getByRole('cell', { name: '2 × Sorrel' })).toBeVisible();
    await shoot(page, 'farmer-statement');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^statement-${statement.id}-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
    );
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text).toContain('"Amount owed","","","","","","","","","22.50"');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the admin pays the farm and exports the payout file', async ({ page, request }) => {
    await signInWithToken(page, { accessToken: await adminToken(request) });
    await page.goto('/admin/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible({ timeout: 30_000 });
    const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(statement.periodEnd),
    );
    await page.getByLabel('Period').selectOption(period);
    const row = page.getByRole('row').filter({ hasText: farm.farmName });
    await expect(row.getByText('Owed', { exact: true })).toBeVisible();
    await shoot(page, 'admin-payouts');

    await row.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark as paid' });
    await dialog.getByLabel('Paid by').selectOption('check');
    // A reference is required: the form says so before anything is sent.
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Enter the payment reference (check number, transfer id).',
    );
    await dialog.getByLabel('Reference').fill('Check 2044');
    await dialog.getByLabel('Paid on').fill(period);
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText('Check 2044')).toBeVisible();

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Payout file (CSV)' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`payouts-${period}.csv`);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain(`"${farm.farmName}"`);
    // Statuses and methods in the admin's words (issue 32), as the pages say them.
    expect(text).toContain('"22.50","Paid","yes","' + period + '","check","Check 2044"');

    await page.goto('/admin/money');
    await expect(page.getByRole('heading', { name: 'Money' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: farm.farmName })).toContainText('$22.50');
    await shoot(page, 'admin-money');

    // The money report as CSV: the farm's row has the statement's figures, paid in full.
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('money-report.csv');
    const lines = (await readFile((await report.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toContain(
      '"Group","Name","Statements","Gross sales","Refunds","Marketplace fees","Owed","Paid"',
    );
    // Group, farm, statements, gross, refunds, fees, owed, paid, unpaid.
    expect(lines).toContain(`"Farm","${farm.farmName}","1","25.00","0.00","2.50","22.50","22.50","0.00"`);
  });

  test("the admin sets the marketplace fee and the farm's next statement takes it", async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    await signInWithToken(page, { accessToken: admin });
    await page.goto('/admin/payouts');
    await expect(page.getByRole('heading', { name: 'Payouts', level: 2 })).toBeVisible({ timeout: 30_000 });
    const fee = page.getByLabel('Fee on item sales (%)');
    await expect(fee).toHaveValue('10');
    try {
      await fee.fill('12');
      await page.getByRole('button', { name: 'Save fee' }).click();
      await expect(page.getByText('Marketplace fee saved.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Fee on item sales (%)')).toHaveValue('12');

      // The next window's order, 2 × $12.50: 12% of $25.00 is $3.00, $22.00 owed.
      const next = await orderedAndClosed(request, 2);
      await page.reload();
      const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
        new Date(next.periodEnd),
      );
      await page.getByLabel('Period').selectOption(period);
      const row = page
        .getByRole('row')
        .filter({ hasText: farm.farmName })
        .filter({ has: page.getByText('Owed', { exact: true }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('$3.00');
      await expect(row).toContainText('$22.00');
      await shoot(page, 'admin-payouts-new-fee');
    } finally {
      // The marketplace's fee as the other tests know it.
      await apiCall(request, 'POST', 'admin/payouts/fee', admin, { feeBasisPoints: 1000 });
    }
  });
});
