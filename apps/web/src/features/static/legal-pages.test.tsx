import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { setLocale } from '../../lib/i18n';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

afterEach(() => setLocale('en'));

/** A section's text after its heading, found by the heading. */
const section = (heading: string) =>
  screen.getByRole('region', { name: heading }).querySelector('p')!.textContent;

describe('the terms and the privacy policy (issue 32: the legal part of the catalogue)', () => {
  it('say the same English as before, with the links inside their sentences', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Effective May 2020')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'On this page' })).toHaveLength(1);
    const acceptance = screen.getByRole('region', { name: '1. Accepting these terms' });
    expect(acceptance.textContent).toContain(
      'By using the marketplace you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the marketplace.',
    );
    expect(within(acceptance).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacypolicy',
    );
    expect(section('14. Contact us')).toBe('Questions about these terms? Write to hello@localfood.example.');
  });

  it('the privacy policy keeps its bold lead-ins and the link to the profile', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const collection = screen.getByRole('region', { name: '1. Information we collect' });
    const account = within(collection).getByText('Account details');
    expect(account.tagName).toBe('STRONG');
    expect(account.parentElement!.textContent).toMatch(/^Account details you give us: your name, email/);
    const control = screen.getByRole('region', { name: '5. Your choices and control' });
    expect(within(control).getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/userprofile');
    expect(control.textContent).toContain('See and correct your details at any time on your profile.');
  });

  it('read in Spanish, the links and the bold words where the Spanish sentence puts them', async () => {
    await setLocale('es');
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeTruthy();
    const acceptance = screen.getByRole('region', { name: '1. Aceptación de estos términos' });
    expect(acceptance.textContent).toContain(
      'Al usar el mercado aceptas estos términos y nuestra Política de privacidad. Si no estás de acuerdo',
    );
    expect(within(acceptance).getByRole('link', { name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'En esta página' })).toHaveLength(1);
    expect(section('14. Contáctanos')).toBe(
      '¿Preguntas sobre estos términos? Escríbenos a hello@localfood.example.',
    );
  });

  it('the privacy policy in Spanish', async () => {
    await setLocale('es');
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByText('Última modificación: 27 de mayo de 2020')).toBeTruthy();
    const account = screen.getByText('Datos de tu cuenta');
    expect(account.tagName).toBe('STRONG');
    expect(account.parentElement!.textContent).toMatch(/^Datos de tu cuenta que nos das: tu nombre/);
    const control = screen.getByRole('region', { name: '5. Tus opciones y tu control' });
    expect(control.textContent).toContain('Consulta y corrige tus datos cuando quieras en tu perfil.');
    expect(within(control).getByRole('link', { name: 'perfil' }).getAttribute('href')).toBe('/userprofile');
  });
});
