import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BECOME_FARMER_MAX } from '@lfm/core';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import BecomeFarmerPage from './become-farmer-page';
import { BECOME_FARMER_LABELS as LABELS } from './become-farmer-labels';
import { en as enMain } from '@lfm/core/i18n/en';
import { enPages } from '@lfm/core/i18n/en-pages';

/** The English the page says: the main catalogue's and the pages part's. */
const en = { ...enMain, ...enPages };
import { setLocale } from '../../lib/i18n';

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
});
