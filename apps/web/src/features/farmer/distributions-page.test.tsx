import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WINDOW_CLOSES_BEFORE_OPENING, ZIP_MESSAGE, type PortalDistribution } from '@lfm/core';
import { translate } from '@lfm/core/i18n/translate';
import { setLocale } from '../../lib/i18n';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import FarmerDistributionsPage from './distributions-page';

// Sunday 6:00 AM to Thursday 11:00 PM, New York, in the week of 2026-11-29.
const closedPreview = {
  isOpen: false,
  nextOpenAt: '2026-11-29T11:00:00.000Z',
  nextCloseAt: '2026-12-04T04:00:00.000Z',
};
const openPreview = { isOpen: true, nextOpenAt: null, nextCloseAt: '2026-12-04T04:00:00.000Z' };

const portalDistribution = (o: Partial<PortalDistribution> = {}): PortalDistribution => ({
  id: 1,
  selectPickDel: 1,
  marketId: null,
  deliveryFor: null,
  deliveryPostalCodes: [],
  flatFeeCents: null,
  deliveryFeeCentsPerMile: null,
  radiusMiles: null,
  deliveryZones: [],
  freeDeliveryOverCents: null,
  slotCapacity: null,
  category: '',
  addressLine1: '1 Orchard Lane',
  addressLine2: '',
  city: 'Hudson',
  state: 'NY',
  postalCode: '12534',
  pickups: [{ day: 6, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] }],
  deliveries: [],
  placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
  placeOrderClose: { day: 4, time: '11:00', meridiem: 'PM' },
  timeZone: 'America/New_York',
  preview: closedPreview,
  ...o,
});

const pickup = portalDistribution({ slotCapacity: 8 });
const delivery = portalDistribution({
  id: 2,
  selectPickDel: 2,
  deliveryFor: 2,
  deliveryPostalCodes: ['12534', '12526'],
  flatFeeCents: 500,
  freeDeliveryOverCents: 5000,
  pickups: [],
  deliveries: [{ day: 5, time: '9:00 AM - 1:00 PM', feeCents: 0 }],
  preview: openPreview,
});

function showPage(result: PortalDistribution[]) {
  const calls = stubApi({
    'market/getMarkets': { marketInfo: [], total: 0 },
    'farmer/distributions/preview': { preview: closedPreview },
    'farmer/distributions/add': { message: 'Distribution added' },
    'farmer/distributions/edit': { message: 'Distribution saved' },
  });
  const view = renderPage(<FarmerDistributionsPage />, {
    cache: [[['farmer', 'distributions'], { result }]],
  });
  const saved = () => calls.filter((c) => /distributions\/(add|edit)$/.test(c.path));
  return { ...view, calls, saved };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

afterEach(() => setLocale('en'));

describe('Farmer distributions page', () => {
  it('lists each distribution with its times, fees and order-window status', () => {
    showPage([pickup, delivery]);

    const p = card('Pickup at 1 Orchard Lane, Hudson');
    expect(p.textContent).toContain('Saturday 9:00 AM – 12:00 PM');
    expect(p.textContent).toContain('Up to 8 orders each order window');
    expect(p.textContent).toContain('Orders open Sunday 6:00 AM, close Thursday 11:00 PM');
    expect(p.textContent).toContain(
      'Closed: opens Sunday November 29th, 6:00am, until Thursday December 3rd, 10:59pm',
    );

    const d = card('Delivery');
    expect(d.textContent).toContain('Friday 9:00 AM - 1:00 PM');
    expect(d.textContent).toContain('Zip codes: 12534, 12526');
    expect(d.textContent).toContain('For wholesale buyers');
    expect(d.textContent).toContain('Fees: $5.00 flat, free from $50.00');
    expect(d.textContent).toContain('Open now: orders until Thursday December 3rd, 10:59pm');
  });

  it('says it all in Spanish once the page is in Spanish (the portal part, days and dates)', async () => {
    await setLocale('es');
    showPage([pickup, delivery]);

    const p = card('Recoger en 1 Orchard Lane, Hudson');
    expect(p.textContent).toContain('Sábado 9:00 AM – 12:00 PM');
    expect(p.textContent).toContain('Hasta 8 pedidos por periodo de pedidos');
    expect(p.textContent).toContain('Los pedidos abren el domingo 6:00 AM y cierran el jueves 11:00 PM');
    expect(p.textContent).toContain('Cerrado: abre el domingo, 29 de noviembre, 6:00');
    expect(within(p).getByRole('button', { name: 'Editar' })).toBeTruthy();

    const d = card('Entrega a domicilio');
    expect(d.textContent).toContain('Para compradores mayoristas');
    expect(d.textContent).toContain('Cargos: $5.00 fijo, gratis desde $50.00');
    expect(d.textContent).toContain('Abierto ahora: pedidos hasta el jueves, 3 de diciembre');
    expect(screen.getByRole('button', { name: 'Agregar entrega o recogida' })).toBeTruthy();
  });

  it('says what to do when there is none yet', () => {
    showPage([]);
    expect(screen.getByText(/No distributions yet/)).toBeTruthy();
  });

  it('edits a pickup and sends its times on the 12-hour clock', async () => {
    const { user, saved } = showPage([pickup]);
    await user.click(within(card('Pickup at 1 Orchard Lane, Hudson')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit distribution' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Pickup 1 from').value).toBe('09:00');
    expect(dialog.getByLabelText<HTMLInputElement>('Orders close at').value).toBe('23:00');

    fireEvent.change(dialog.getByLabelText('Pickup 1 until'), { target: { value: '13:30' } });
    await user.click(dialog.getByRole('button', { name: 'Add a day' }));
    await user.selectOptions(dialog.getByLabelText('Pickup day 2'), 'Wednesday');
    await user.clear(dialog.getByLabelText('Orders per pickup time'));
    await user.type(dialog.getByLabelText('Orders per pickup time'), '12');
    await user.click(dialog.getByRole('button', { name: 'Save distribution' }));

    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      path: 'farmer/distributions/edit',
      body: {
        distributionId: 1,
        selectPickDel: 1,
        marketId: null,
        slotCapacity: '12',
        pickups: [
          { day: 3, time: [{ startTime: '9:00 AM', endTime: '12:00 PM' }] },
          { day: 6, time: [{ startTime: '9:00 AM', endTime: '1:30 PM' }] },
        ],
        deliveries: [],
        placeOrderOpen: { day: 0, time: '6:00', meridiem: 'AM' },
        placeOrderClose: { day: 4, time: '11:00', meridiem: 'PM' },
      },
    });
  });

  it('adds a delivery with its zip codes, fees and days', async () => {
    const { user, saved } = showPage([]);
    await user.click(screen.getByRole('button', { name: 'Add distribution' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add distribution' }));
    await user.click(dialog.getByRole('radio', { name: 'Delivery' }));
    await user.type(dialog.getByLabelText('Zip codes served'), '12534, 12526');
    await user.type(dialog.getByLabelText('Flat fee ($)'), '4.50');
    await user.type(dialog.getByLabelText('Delivery 1 fee ($)'), '1');
    await user.click(dialog.getByRole('button', { name: 'Save distribution' }));

    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      path: 'farmer/distributions/add',
      body: {
        selectPickDel: 2,
        deliveryFor: 3,
        deliveryPostalCodes: ['12534', '12526'],
        flatFeeCents: 450,
        pickups: [],
        deliveries: [{ day: 4, time: '9:00 AM - 1:00 PM', feeCents: 100 }],
        placeOrderOpen: { day: 0, time: '8:00', meridiem: 'AM' },
        placeOrderClose: { day: 3, time: '6:00', meridiem: 'PM' },
      },
    });
  });

  it('refuses a zip code that is not 5 numbers, in the core’s words', async () => {
    const { user, saved } = showPage([]);
    await user.click(screen.getByRole('button', { name: 'Add distribution' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add distribution' }));
    await user.click(dialog.getByRole('radio', { name: 'Shipping' }));
    await user.type(dialog.getByLabelText('Zip codes served'), '1253');
    await user.click(dialog.getByRole('button', { name: 'Save distribution' }));

    expect(dialog.getByText(ZIP_MESSAGE)).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('says the core’s problem with a field in the page’s language', async () => {
    await setLocale('es');
    const { user } = showPage([]);
    await user.click(screen.getByRole('button', { name: 'Agregar entrega o recogida' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar entrega o recogida' }));
    await user.click(dialog.getByRole('radio', { name: 'Envío' }));
    await user.type(dialog.getByLabelText('Códigos postales que atiendes'), '1253');
    await user.click(dialog.getByRole('button', { name: 'Guardar entrega o recogida' }));
    expect(dialog.getByText(translate('es', 'validation.zip'))).toBeTruthy();
  });

  it('says at once when a same-day window would close before it opens', async () => {
    const { user } = showPage([]);
    await user.click(screen.getByRole('button', { name: 'Add distribution' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add distribution' }));
    await user.selectOptions(dialog.getByLabelText('Orders close on'), 'Sunday');
    fireEvent.change(dialog.getByLabelText('Orders close at'), { target: { value: '07:00' } });
    expect(dialog.getByRole('alert').textContent).toBe(WINDOW_CLOSES_BEFORE_OPENING);
  });
});
