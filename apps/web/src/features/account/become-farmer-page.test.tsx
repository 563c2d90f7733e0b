import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BECOME_FARMER_MAX } from '@lfm/core';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import BecomeFarmerPage from './become-farmer-page';
import { BECOME_FARMER_LABELS as LABELS } from './become-farmer-labels';
import { en as enMain } from '@lfm/core/i18n/en';
import { enPages } from '@lfm/core/i18n/en-pages';

/** The English the page says: the main catalogue's and the pages part's. */
const en = { ...enMain, ...enPages };
import { loadPart, setLocale } from '../../lib/i18n';
import { translate } from '@lfm/core/i18n/translate';

/** The longest answer to each field that the rule allows. */
const LONGEST: Record<keyof typeof BECOME_FARMER_MAX, string> = {
  firstName: 'R'.repeat(BECOME_FARMER_MAX.firstName),
  lastName: 'F'.repeat(BECOME_FARMER_MAX.lastName),
  email: `${'r'.repeat(BECOME_FARMER_MAX.email - '@farm.org'.length)}@farm.org`,
  phone: '5'.repeat(BECOME_FARMER_MAX.phone),
  addressLine1: 'a'.repeat(BECOME_FARMER_MAX.addressLine1),
  addressLine2: 'b'.repeat(BECOME_FARMER_MAX.addressLine2),
  city: 'c'.repeat(BECOME_FARMER_MAX.city),
  state: 's'.repeat(BECOME_FARMER_MAX.state),
  postalCode: '1'.repeat(BECOME_FARMER_MAX.postalCode),
  country: 'u'.repeat(BECOME_FARMER_MAX.country),
  certifications: 'n'.repeat(BECOME_FARMER_MAX.certifications),
  questions: 'q'.repeat(BECOME_FARMER_MAX.questions),
};

// The page's route loads the pages part (its labels and texts) before it draws (app/routes.tsx).
beforeAll(() => loadPart('pages'));

const field = (name: keyof typeof BECOME_FARMER_MAX) =>
  screen.getByLabelText(new RegExp(`^${en[LABELS[name]]}`)) as HTMLInputElement | HTMLTextAreaElement;

describe('Become a farmer form lengths', () => {
  // jsdom does not lay out, so it has no scrollIntoView; the page scrolls its notice into view when sent.
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('lets each field take as many characters as admin/addFarmer accepts, and no more', () => {
    stubApi();
    renderPage(<BecomeFarmerPage />, { route: '/become_a_farmer' });
    for (const [name, max] of Object.entries(BECOME_FARMER_MAX))
      expect([name, field(name as keyof typeof BECOME_FARMER_MAX).maxLength]).toEqual([name, max]);
  });

  it('sends an application whose every answer is as long as the form allows', async () => {
    const calls = stubApi({ 'admin/addFarmer': { message: 'Application received.' } });
    const { user } = renderPage(<BecomeFarmerPage />, { route: '/become_a_farmer' });
    for (const [name, value] of Object.entries(LONGEST)) {
      const input = field(name as keyof typeof BECOME_FARMER_MAX);
      await user.clear(input);
      await user.click(input);
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Application received.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['admin/addFarmer']);
    expect(calls[0]!.body).toEqual(LONGEST);
  });
});

describe('Become a farmer in Spanish (issue 32)', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(async () => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    await setLocale('en');
  });

  it("says what is missing in Spanish: the farm's certifications, the postal code, the questions", async () => {
    await setLocale('es');
    stubApi();
    const { user } = renderPage(<BecomeFarmerPage />, { route: '/become_a_farmer' });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    for (const message of [
      'Cuéntanos tus certificaciones y compromisos.',
      'Escribe tu código postal.',
      'Escribe tus preguntas o comentarios.',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/is required/);
  });

  it('fills in the country as a Spanish reader names it, and the application keeps it as the English', async () => {
    await setLocale('es');
    const calls = stubApi({ 'admin/addFarmer': { message: 'Recibimos tu solicitud.' } });
    const { user } = renderPage(<BecomeFarmerPage />, { route: '/become_a_farmer' });
    const fieldEs = (name: keyof typeof BECOME_FARMER_MAX) =>
      screen.getByLabelText(new RegExp(`^${translate('es', LABELS[name])}`)) as HTMLInputElement;
    expect(fieldEs('country').value).toBe('Estados Unidos');
    const answers = {
      firstName: 'Rosa',
      lastName: 'Flores',
      email: 'rosa@farm.org',
      phone: '5555550100',
      addressLine1: '1 Camino Real',
      addressLine2: 'Rancho 2',
      city: 'Salinas',
      state: 'CA',
      postalCode: '93901',
      certifications: 'Orgánico',
      questions: 'Ninguna',
    } as const;
    for (const [name, value] of Object.entries(answers))
      await user.type(fieldEs(name as keyof typeof answers), value);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Recibimos tu solicitud.')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ ...answers, country: 'United States' });
  });
});
