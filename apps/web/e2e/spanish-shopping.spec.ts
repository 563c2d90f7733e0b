/**
 * Issue 32's walk: a Spanish-speaking buyer on a phone signs up, looks at order now, a product, the cart,
 * pays by card and reads the orders page, all in Spanish. On each page no text of the English catalogue is
 * left: every visible text, and every name a screen reader says (aria-label, alt, placeholder, title), is
 * compared with the English catalogue's texts that Spanish says otherwise.
 *
 * The test names what it clicks in Spanish through the catalogues themselves (`es_('Sign Up')`: the Spanish of
 * the key whose English is 'Sign Up'), so a changed translation does not break it, a missing one does.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { en } from '@lfm/core/i18n/en';
import { es } from '@lfm/core/i18n/es';
import { createCustomer, expect, PASSWORD, test } from './fixtures';
import { pickupItem } from './shop';

test.use({
  locale: 'es-US',
  extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

const english = en as Record<string, string>;
const spanish = es as Record<string, string>;

/** The Spanish of the catalogue's text whose English is `text` (one translation, whichever key says it). */
function es_(text: string): string {
  const said = new Set(
    Object.keys(english)
      .filter((k) => english[k] === text)
      .map((k) => spanish[k]),
  );
  if (said.size !== 1) throw new Error(`'${text}': ${said.size} Spanish texts in the catalogue`);
  return [...said][0]!;
}

/**
 * The English catalogue's whole texts that Spanish says differently (a word both languages write alike,
 * 'CVC', 'Email' in a product name, is no leftover), without placeholders, of more than two letters.
 */
const ENGLISH_ONLY = [
  ...new Set(
    Object.keys(english)
      .filter((k) => spanish[k] !== english[k])
      .map((k) => english[k]!.trim())
      .filter((text) => !text.includes('{') && /\p{L}{3}/u.test(text)),
  ),
];

/** Every text on the page a person reads or hears, each as a whole (a text node, an accessible name). */
async function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      const text = n.textContent?.trim();
      const hidden = parent.closest('[aria-hidden="true"], [hidden], [inert]');
      if (text && !hidden && (visible(parent) || parent.closest('.sr-only'))) out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]'))
      if (!el.closest('[aria-hidden="true"], [inert]'))
        for (const attr of ['aria-label', 'alt', 'placeholder', 'title']) {
          const value = el.getAttribute(attr)?.trim();
          if (value) out.push(value);
        }
    return out;
  });
}

async function expectNoEnglish(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const left = (await textsOnPage(page)).filter((text) => ENGLISH_ONLY.includes(text));
  expect([...new Set(left)], `${where}: English left on the Spanish page`).toEqual([]);
}

test('a Spanish-speaking buyer on a phone signs up, orders for pick up, pays by card and finds the order, all in Spanish', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const firstName = 'Lucía';

  // Sign up from the menu.
  await page.goto('/');
  await expectNoEnglish(page, 'home');
  await page.getByRole('button', { name: es_('Open menu') }).click();
  await page
    .getByRole('button', { name: es_('Sign Up') })
    .first()
    .click();
  const signUp = page.getByRole('dialog', { name: es_('Create your account') });
  await expect(signUp).toBeVisible();
  await expectNoEnglish(page, 'sign-up');
  await signUp.getByLabel(es_('First name')).fill(firstName);
  await signUp.getByLabel(es_('Last name')).fill('Ortega');
  await signUp.getByLabel(es_('Email')).fill(`lucia-${randomUUID().slice(0, 8)}@example.com`);
  await signUp.getByLabel(es_('Password'), { exact: true }).fill(PASSWORD);
  await signUp.getByLabel(es_('Confirm password')).fill(PASSWORD);
  await signUp.getByLabel(es_('I am a')).selectOption({ label: es_('Local Customer') });
  await signUp.getByLabel(es_('Address line 1')).fill('22 Columbia Street');
  await signUp.getByLabel(es_('City')).fill('Hudson');
  await signUp.getByLabel(es_('State')).fill('NY');
  await signUp.getByLabel(es_('Zip code')).fill('12534');
  await signUp.getByRole('checkbox', { name: new RegExp(es_('I agree to the')) }).check();
  await signUp.getByRole('button', { name: es_('Sign Up') }).click();
  await expect(signUp).toBeHidden();

  // Order now, in Spanish.
  await page.goto('/order-now');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, 'order now');

  // A product for pick up, from its page.
  const lookup = await createCustomer(request);
  const item = await pickupItem(request, 'Pioneer Valley Growers', lookup.accessToken);
  await page.goto(`/farms/farmlist/productdetails/${item._id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoEnglish(page, 'product');
  // The longer Spanish words fit their choices at a phone's width: 'Entrega' beside 'Recoger' squeezed the ways'
  // icons to slivers.
  const ways = page.locator('main form label:has(input[name="courierType"])');
  await expect(ways).toHaveCount(2);
  for (const icon of await ways.locator('svg').all())
    expect((await icon.boundingBox())!.width).toBeCloseTo(20, 0);
  await page
    .getByRole('radio', { name: es_('Pick up'), exact: true })
    .check()
    .catch(() => undefined);
  // Buy Now before choosing where to pick up, or agreeing to collect: both refusals in Spanish.
  await page.getByRole('button', { name: es_('Buy Now') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: spanish['cart.selectPickupLocation']! }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: spanish['cart.selectAgree']! })).toBeVisible();
  await expectNoEnglish(page, 'product, refused');
  await page
    .getByLabel(spanish['common.quantityOf']!.replace('{name}', item.name), { exact: true })
    .fill('5');
  await page.locator('input[name="pickup"]:not([disabled])').first().check();
  await page.getByLabel(spanish['product.iAgreeToCollect']!).check();
  await page.getByRole('button', { name: es_('Buy Now') }).click();

  // The cart.
  await expect(page).toHaveURL(/\/shoppingcart$/);
  await expect(page.getByRole('heading', { name: es_('Shopping cart') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, 'cart');
  const checkout = page.getByRole('button', { name: es_('Checkout') });
  await expect(checkout).toBeEnabled();
  await checkout.click();

  // Checkout with a card.
  await expect(page).toHaveURL(/\/ordersummary$/);
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, 'checkout');
  await page.getByRole('button', { name: es_('Add New Card') }).click();
  const card = page.getByRole('dialog', { name: es_('Add New Card') });
  await expectNoEnglish(page, 'add a card');
  await card.getByLabel(es_('Card number')).fill('4242 4242 4242 4242');
  await card.getByLabel(es_('Card holder name')).fill('Lucía Ortega');
  await card.getByLabel(es_('Expiry (MM / YY)')).fill('12 / 30');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: es_('Save'), exact: true }).click();
  await expect(card).toBeHidden();
  await page.getByLabel(es_('Phone')).fill('5185550100');
  await page.getByRole('button', { name: es_('Place Order') }).click();
  const placed = page.getByRole('dialog', { name: spanish['checkout.orderPlaced'] });
  await expect(placed).toBeVisible();
  await expectNoEnglish(page, 'order placed');
  await placed.getByRole('link', { name: es_('View order') }).click();
  await expect(page).toHaveURL(/\/ordernumber\?orderId=\d+$/);
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, 'the order');

  // The orders page.
  await page.goto('/orders');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoEnglish(page, 'orders');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no Spanish word widens the page past the phone').toBeLessThanOrEqual(375);
});
