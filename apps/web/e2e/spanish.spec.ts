/**
 * Issue 32: a visitor whose browser speaks Spanish gets the marketplace in Spanish from the first paint
 * (the server draws the page in it: <html lang="es">, no flash of English), switches to English in the
 * header, and the choice stays across a reload (the lang cookie). At a phone's width too.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ locale: 'es-US', extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' } });

const topBar = (page: Page, name: string) => page.getByRole('complementary', { name });

async function spanishThenEnglish(page: Page) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: '¿Cómo quieres recibir tu comida?' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recoger' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Granjas' })).toBeVisible();
  await expect(page).toHaveTitle(/Comida fresca de granjas locales/);
  // The page the server drew in Spanish is the app's own: adopted, not drawn again in another language.
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydration', 'redrawn');
  // No English left where the Spanish visitor looks first.
  await expect(page.getByText('How would you like your food?')).toHaveCount(0);

  const switcher = topBar(page, 'Aviso').getByRole('group', { name: 'Idioma' });
  await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'How would you like your food?' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pick Up' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'How would you like your food?' })).toBeVisible();
  await expect(
    topBar(page, 'Announcement')
      .getByRole('group', { name: 'Language' })
      .getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'true');

  // And back: the Spanish address works for search engines and people alike.
  await page.goto('/farms?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Granjas' })).toBeVisible();
}

test('a Spanish-speaking visitor sees the home page in Spanish, switches to English, and the choice stays', async ({
  page,
}) => {
  await spanishThenEnglish(page);
});

test.describe('at a phone’s width', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  test('the same in Spanish on a 375 px screen @phone', async ({ page }) => {
    await spanishThenEnglish(page);
    // Long Spanish words do not widen the page past the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});

test('To Your Door in Spanish: the products shown as cards or as a list, the switch named in Spanish', async ({
  page,
}) => {
  await page.goto('/toyourdoor?lang=es');
  const view = page.getByRole('group', { name: 'Vista' });
  await expect(view.getByRole('button', { name: 'Tarjetas' })).toHaveAttribute('aria-pressed', 'true');
  await view.getByRole('button', { name: 'Lista' }).click();
  await expect(view.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  await expect(view.getByRole('button', { name: 'Tarjetas' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveCount(0);
});
