import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FarmSalesDto } from '@lfm/core';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { setLocale } from '../../lib/i18n';
import { SalesPanel } from './sales-panel';

const sales: FarmSalesDto = {
  weeks: [
    { weekStart: '2026-11-16', orders: 14, salesCents: 61250 },
    { weekStart: '2026-11-23', orders: 1, salesCents: 1000 },
  ],
  topItems: [{ productName: 'Salad mix', quantity: 31, salesCents: 15500 }],
  split: [
    { courierType: 'Pickup', orders: 10, salesCents: 40250 },
    { courierType: 'Delivery', orders: 1, salesCents: 21000 },
    { courierType: 'Shipping', orders: 0, salesCents: 0 },
  ],
};

afterEach(() => setLocale('en'));

// The chart draws on a canvas (none in jsdom): its stand-in shows the summary a screen reader hears.
vi.mock('../../components/sales-chart', () => ({
  default: ({ label }: { label: string }) => <p role="img" aria-label={label} />,
}));

/** A region's text, found by its heading. */
const region = (name: string) => screen.getByRole('region', { name }).textContent;

describe("the farmer's sales (issue 18.5) through the portal part of the catalogue (issue 32)", () => {
  it('says the English the browser tests look for, with plurals', async () => {
    stubApi({ 'farmer/sales': sales });
    renderPage(<SalesPanel />);
    expect(await screen.findByRole('region', { name: 'Sales per week' })).toBeTruthy();
    expect(region('Sales per week')).toContain('Last 12 weeks: $622.50');
    expect(
      await screen.findByRole('img', {
        name: 'Sales per week for the last 12 weeks, $622.50 in all; this week $10.00.',
      }),
    ).toBeTruthy();
    expect(region('Top items')).toContain('Salad mix$155.00');
    const split = region('Pick up, delivery and shipping');
    expect(split).toContain('Pick up$402.50');
    expect(split).toContain('10 orders');
    expect(split).toContain('1 order ·');
    expect(split).toContain('0 orders');
    expect(screen.getByRole('region', { name: 'Export orders' })).toBeTruthy();
  });

  it('in Spanish: headings, ways, plurals and the week days as es-US writes them', async () => {
    await setLocale('es');
    stubApi({ 'farmer/sales': sales });
    renderPage(<SalesPanel />);
    expect(await screen.findByRole('region', { name: 'Ventas por semana' })).toBeTruthy();
    expect(region('Ventas por semana')).toContain('Últimas 12 semanas: $622.50');
    expect(region('Ventas por semana')).toContain('Semana del');
    expect(region('Ventas por semana')).toContain('16 nov');
    expect(
      await screen.findByRole('img', {
        name: 'Ventas por semana de las últimas 12 semanas, $622.50 en total; esta semana, $10.00.',
      }),
    ).toBeTruthy();
    const split = region('Recoger, entrega a domicilio y envío');
    expect(split).toContain('Recoger$402.50');
    expect(split).toContain('Entrega a domicilio');
    expect(split).toContain('1 pedido ·');
    expect(split).toContain('0 pedidos');
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeTruthy();
  });
});
