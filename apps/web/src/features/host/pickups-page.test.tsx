import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import PickupsPage from './pickups-page';

afterEach(() => setLocale('en'));

/** The host's page with no orders to hand out, on the day of the button named `day`. */
async function emptyDay(day: string) {
  stubApi({ 'host/pickups': { result: [], total: 0, page: 1, limit: 20 } });
  const { user } = renderPage(<PickupsPage />);
  await user.click(await screen.findByRole('button', { name: day }));
  return (await screen.findByText(/^(No orders to hand out on|No hay pedidos para entregar el) /))
    .textContent;
}

describe("the pick-up host's day without orders (issue 32)", () => {
  it('names the day in the sentence, with its capital in English', async () => {
    expect(await emptyDay('Friday')).toBe('No orders to hand out on Friday.');
  });

  it("in Spanish the day's button has a capital, and the day inside the sentence is lowercase", async () => {
    await setLocale('es');
    expect(await emptyDay('Viernes')).toBe('No hay pedidos para entregar el viernes.');
  });
});
