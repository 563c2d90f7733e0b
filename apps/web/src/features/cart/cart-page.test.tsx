import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartDto } from '@lfm/core';
import { cartKey } from '../../api/cart';
import { stubApi } from '../../test/api-stub';
import { cart, cartFarm, cartLine } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import CartPage from './cart-page';

const showCart = (c: CartDto) => {
  stubApi();
  return renderPage(<CartPage />, {
    route: '/shoppingcart',
    cache: [[cartKey, c]],
    routes: { '/ordersummary': 'Order summary' },
  });
};

/** The totals list as label → amount. */
function totals() {
  const aside = within(screen.getByRole('complementary', { name: 'Totals' }));
  const amounts = aside.getAllByRole('definition').map((dd) => dd.textContent);
  return Object.fromEntries(aside.getAllByRole('term').map((dt, i) => [dt.textContent, amounts[i]]));
}

const farmCart = (o: Partial<CartDto> = {}) =>
  cart({
    buyList: [
      cartFarm({
        productList: [cartLine({ productQuantity: 4, totalPriceCents: 1200 })],
        courierType: 'Pickup',
      }),
    ],
    lineCount: 1,
    totalBuyProduct: 4,
    subtotalCents: 1200,
    totalPayCents: 1200,
    ...o,
  });

describe('Cart page totals', () => {
  it('shows subtotal and total, and no fee row when nothing is charged', () => {
    showCart(farmCart());
    expect(totals()).toEqual({ Subtotal: '$12.00', Total: '$12.00' });
  });

  it('splits the fees into the delivery charge and shipping', () => {
    showCart(
      farmCart({
        shipped: {
          productList: [cartLine({ _id: 2, productId: 2, farmId: 2, productName: 'Maple syrup' })],
          farms: [{ farmId: 2, farmName: 'Sugar Bush', distributionId: 5, feeCents: 800 }],
          shipTo: null,
          shippingFeesCents: 800,
          problem: null,
        },
        lineCount: 2,
        subtotalCents: 1500,
        deliveryFeesCents: 1100,
        totalPayCents: 2600,
      }),
    );
    expect(totals()).toEqual({
      Subtotal: '$15.00',
      'Delivery Charge': '$3.00',
      Shipping: '$8.00',
      Total: '$26.00',
    });
  });

  it('says what blocks checkout only after the buyer asks to check out, and stays on the cart', async () => {
    const problem = 'Hillside Farm: the minimum purchase is $10.00 per farm';
    const { user } = showCart(farmCart({ canCheckout: false, problems: [problem] }));
    expect(screen.queryByText(problem)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));

    expect(within(screen.getByRole('alert')).getByText(problem)).toBeTruthy();
    expect(screen.queryByText('Order summary')).toBeNull();
  });

  it('goes on to the order summary when the cart can be checked out', async () => {
    const { user } = showCart(farmCart());
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('Order summary')).toBeTruthy();
  });

  it('shows the empty cart with a way to shop', () => {
    showCart(cart());
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy Products' }).getAttribute('href')).toBe('/farms');
  });
});
