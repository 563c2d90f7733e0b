import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDto, OrderGroupDto } from '@lfm/core';
import { setLocale } from '../lib/i18n';
import { ownWords } from '../lib/own-words';
import { stubApi } from '../test/api-stub';
import { inventoryItem } from '../test/fixtures';
import { renderPage } from '../test/render';
import { ProductCard } from './product-card';
import { OrderDetails } from '../features/orders/order-details';

// Issue 32.4: a farmer's own Spanish name and description, shown to Spanish readers when written.
const tomatoes = inventoryItem({
  _id: 21,
  name: 'Field Tomatoes',
  nameEs: 'Tomate de campo',
  description: 'Ripe from the field.',
  descriptionEs: 'Maduros, recién cosechados.',
});
const kale = inventoryItem({ _id: 22, name: 'Lacinato Kale', description: 'Dark and tender.' });

afterEach(() => setLocale('en'));

describe('the farmer’s own words in the reader’s language', () => {
  it('chooses the Spanish only for a Spanish reader, and only when the farmer wrote it', () => {
    expect(ownWords('es', 'Field Tomatoes', 'Tomate de campo')).toBe('Tomate de campo');
    expect(ownWords('en', 'Field Tomatoes', 'Tomate de campo')).toBe('Field Tomatoes');
    expect(ownWords('es', 'Lacinato Kale', undefined)).toBe('Lacinato Kale');
    expect(ownWords('es', 'Lacinato Kale', '')).toBe('Lacinato Kale');
  });

  it('the product card shows an English reader the farmer’s English', async () => {
    stubApi();
    const { user } = renderPage(<ProductCard item={tomatoes} />);
    expect(screen.getByRole('heading', { name: 'Field Tomatoes' })).toBeTruthy();
    expect(screen.queryByText('Tomate de campo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show details of Field Tomatoes' }));
    expect(await screen.findByText('Ripe from the field.')).toBeTruthy();
  });

  it('the product card shows a Spanish reader the Spanish name and description, else the English', async () => {
    await setLocale('es');
    stubApi();
    const { user } = renderPage(
      <>
        <ProductCard item={tomatoes} />
        <ProductCard item={kale} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Tomate de campo' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Field Tomatoes' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lacinato Kale' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver detalles de Tomate de campo' }));
    expect(await screen.findByText('Maduros, recién cosechados.')).toBeTruthy();
  });

  it('an order shows a Spanish reader the Spanish name the item was bought under, else the English', async () => {
    await setLocale('es');
    const line = {
      productPriceCents: 450,
      productQuantity: 2,
      unit: 'pound',
      image: null,
      stripeSubscriptionId: null,
      variety: '',
    };
    const group: OrderGroupDto = {
      _id: 7,
      farmId: 3,
      farmName: 'Cedar Farm',
      farmUserId: 9,
      courierType: 'Pickup',
      address: null,
      locationName: 'Cedar Farm stand',
      day: 6,
      timeSlot: '9:00 AM - 12:00 PM',
      date: '2026-11-21',
      deliveryFeesCents: 0,
      totalPriceCents: 1350,
      harvestStatus: 0,
      trackingInfo: [],
      pickedUpAt: null,
      messages: [],
      productList: [
        { ...line, _id: 1, productId: 21, productName: 'Field Tomatoes', productNameEs: 'Tomate de campo' },
        { ...line, _id: 2, productId: 22, productName: 'Lacinato Kale', productQuantity: 1 },
      ],
    };
    const order: OrderDto = {
      _id: 41,
      created: '2026-11-20T15:00:00.000Z',
      status: '1',
      paymentMethod: 'card',
      card: { brand: 'visa', last4: '4242' },
      amountCents: 1350,
      deliveryFeesCents: 0,
      totalPriceCents: 1350,
      harvestStatus: 0,
      billingInfo: {} as OrderDto['billingInfo'],
      buyList: [group],
      canCancel: false,
      pickupRef: null,
    };
    stubApi();
    renderPage(<OrderDetails order={order} />);
    expect(screen.getByText(/2 × Tomate de campo/)).toBeTruthy();
    expect(screen.queryByText(/Field Tomatoes/)).toBeNull();
    expect(screen.getByText(/1 × Lacinato Kale/)).toBeTruthy();
  });
});

describe('the quantity stepper’s words in the reader’s language', () => {
  const cherries = inventoryItem({ _id: 23, name: 'Sweet Cherries', maxQuantity: 3 });

  it('tells an English reader how few units are left', () => {
    stubApi();
    renderPage(<ProductCard item={cherries} />);
    expect(screen.getByText('Only 3 units left')).toBeTruthy();
  });

  it('tells a Spanish reader in Spanish how few are left, and that 0 is not a quantity', async () => {
    await setLocale('es');
    stubApi();
    const { user } = renderPage(<ProductCard item={cherries} />);
    expect(screen.getByText('Solo quedan 3 unidades')).toBeTruthy();
    expect(screen.queryByText('Only 3 units left')).toBeNull();
    const field = screen.getByRole('textbox', { name: 'Cantidad de Sweet Cherries' });
    await user.clear(field);
    await user.type(field, '0');
    expect(screen.getByRole('alert').textContent).toBe('No puedes agregar 0 unidades al carrito');
  });
});
