import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetailsDto, OrderDto, SubscriptionDto } from '@lfm/core';
import { ordersKey } from '../../api/orders';
import { stubApi } from '../../test/api-stub';
import { renderPage } from '../../test/render';
import { setLocale } from '../../lib/i18n';
import OrdersPage from './orders-page';

const order: OrderDto = {
  _id: 41,
  created: '2026-11-20T15:00:00.000Z',
  status: '1',
  paymentMethod: 'card',
  card: { brand: 'visa', last4: '4242' },
  amountCents: 1200,
  deliveryFeesCents: 0,
  totalPriceCents: 1200,
  harvestStatus: 0,
  billingInfo: {} as OrderDto['billingInfo'],
  buyList: [],
  canCancel: false,
  pickupRef: null,
};

const subscription: SubscriptionDto = {
  id: 'sub_1',
  status: 'active',
  created: '2026-11-20T15:00:00.000Z',
  interval: 'week',
  intervalCount: 1,
  quantity: 2,
  unitAmountCents: 500,
  productName: 'Eggs',
  productImage: null,
  productUnit: 'dozen',
  courierType: 'Pickup',
  address: null,
  day: 3,
  nextRenewalAt: null,
};

const showOrders = (details: OrderDetailsDto['OrderDetails']) => {
  stubApi();
  return renderPage(<OrdersPage />, { route: '/orders', cache: [[ordersKey, details]] });
};

/** The page's headings as a reader's heading list gives them: level and name, in order. */
const outline = () => screen.getAllByRole('heading').map((h) => `h${h.tagName.slice(1)} ${h.textContent}`);

describe('Orders page headings (issue 15)', () => {
  it('names the page once, with the orders under it, when there are no subscriptions', () => {
    showOrders({ orders: [order], subscriptions: [] });
    expect(outline()).toEqual(['h1 Orders']);
    expect(screen.getByRole('table', { name: 'Orders' })).toBeTruthy();
    expect(screen.getByText('#41')).toBeTruthy();
  });

  it('adds one Subscriptions h2 below the orders when there are subscriptions', () => {
    showOrders({ orders: [order], subscriptions: [subscription] });
    expect(outline()).toEqual(['h1 Orders', 'h2 Subscriptions']);
    expect(screen.getByRole('table', { name: 'Subscriptions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Cancel ?subscription to Eggs$/ })).toBeTruthy();
  });
});

describe("a subscription's status in words (issue 32)", () => {
  afterEach(() => setLocale('en'));

  it('says the status, never its code, in English and in Spanish', async () => {
    showOrders({
      orders: [order],
      subscriptions: [
        subscription,
        { ...subscription, id: 'sub_2', productName: 'Milk', status: 'canceling' },
      ],
    });
    const table = () => screen.getByRole('table', { name: /Subscriptions|Suscripciones/ });
    expect(table().textContent).toContain('Active');
    expect(table().textContent).toContain('Cancelling…');
    await setLocale('es');
    expect(await screen.findByText('Cancelándose')).toBeTruthy();
    expect(table().textContent).toContain('Activa');
    expect(table().textContent).not.toMatch(/active|canceling/);
  });
});
