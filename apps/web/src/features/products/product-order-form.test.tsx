import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserType, type CartDto } from '@lfm/core';
import { cartKey } from '../../api/cart';
import { session } from '../../lib/session';
import { stubApi } from '../../test/api-stub';
import { cart, cartFarm, cartLine, distribution, inventoryItem } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import { ProductOrderForm } from './product-order-form';

// A $3.00 bunch of carrots from farm 1, picked up at the farm stand on Saturday.
const item = inventoryItem({ _id: 10, farmId: 1, priceCents: 300 });
const MINIMUM = /The minimum purchase is \$10\.00 per farm/;

/** A cart already holding `cents` of another product from `farmId`. */
const cartWith = (farmId: number, cents: number) =>
  cart({
    buyList: [
      cartFarm({
        farmId,
        productList: [cartLine({ _id: 7, productId: 99, farmId, totalPriceCents: cents })],
      }),
    ],
    lineCount: 1,
    subtotalCents: cents,
    totalPayCents: cents,
  });

async function addOneToCart(inCart: CartDto) {
  const calls = stubApi({ 'addCart/add': { message: 'Added', cart: inCart } });
  const { user } = renderPage(<ProductOrderForm item={item} distributions={[distribution()]} />, {
    cache: [[cartKey, inCart]],
  });
  await user.click(screen.getByRole('radio', { name: /Farm stand/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to collect my order/ }));
  await user.click(screen.getByRole('button', { name: /^(Add to|Update) Cart$/ }));
  return calls;
}

describe('Product order form: minimum purchase per farm (SPEC 5, issue 15)', () => {
  beforeEach(() => session.signIn(UserType.Customer));

  it('tells the buyer the minimum before they order', () => {
    stubApi();
    renderPage(<ProductOrderForm item={item} distributions={[distribution()]} />, {
      cache: [[cartKey, cart()]],
    });
    expect(screen.getByText('Minimum purchase $10.00 per farm')).toBeTruthy();
  });

  it('blocks an order from a farm below the minimum and says why', async () => {
    const calls = await addOneToCart(cart());
    expect((await screen.findByRole('alert')).textContent).toMatch(MINIMUM);
    expect(calls).toEqual([]);
  });

  it('counts what the cart already holds from the same farm towards the minimum', async () => {
    const calls = await addOneToCart(cartWith(1, 800));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText(MINIMUM)).toBeNull();
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['addCart/add', expect.objectContaining({ productId: 10, farmId: 1, productQuantity: 1 })],
    ]);
  });

  it('does not count another farm’s products', async () => {
    const calls = await addOneToCart(cartWith(2, 5000));
    expect((await screen.findByRole('alert')).textContent).toMatch(MINIMUM);
    expect(calls).toEqual([]);
  });

  it('does not count the item’s own line: changing its quantity is judged on the new quantity', async () => {
    const own = cart({
      buyList: [
        cartFarm({ productList: [cartLine({ productId: 10, productQuantity: 4, totalPriceCents: 1200 })] }),
      ],
      lineCount: 1,
    });
    const calls = await addOneToCart(own);
    expect((await screen.findByRole('alert')).textContent).toMatch(MINIMUM);
    expect(calls).toEqual([]);
  });
});
