import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, setLocale, useT } from '../../lib/i18n';
import { renderPage } from '../../test/render';
import { LanguageSwitcher } from './language-switcher';

function Words() {
  const t = useT();
  return (
    <>
      <LanguageSwitcher />
      <h1>{t('orderNow.heading')}</h1>
      <p>{t('cart.link', { count: 2 })}</p>
    </>
  );
}

afterEach(async () => {
  await setLocale('en');
  document.documentElement.lang = 'en';
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('LanguageSwitcher (issue 32)', () => {
  it('links each language to this page at its address, the current one marked', () => {
    renderPage(
      <I18nProvider>
        <Words />
      </I18nProvider>,
      { route: '/farms' },
    );
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/farms?lang=es');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('lang')).toBe('es');
  });

  it('changes the page’s language in place and keeps the choice in the lang cookie', async () => {
    const { user } = renderPage(
      <I18nProvider>
        <Words />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('How would you like your food?');
    await user.click(screen.getByRole('link', { name: 'Español' }));
    await waitFor(() =>
      expect(screen.getByRole('heading').textContent).toBe('¿Cómo quieres recibir tu comida?'),
    );
    expect(screen.getByText('Carrito, 2 productos')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toMatch(/(^|; )lang=es(;|$)/);
  });
});
