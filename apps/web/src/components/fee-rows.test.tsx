import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeeRows } from './fee-rows';

/** The totals list's fee rows as a buyer reads them: label and amount, in order. */
function feeRows(deliveryCents: number, shippingCents: number) {
  render(
    <dl aria-label="Totals">
      <FeeRows deliveryCents={deliveryCents} shippingCents={shippingCents} />
    </dl>,
  );
  return [...screen.getByLabelText('Totals').children].map((el) => el.textContent);
}

describe('FeeRows', () => {
  it.each([
    { delivery: 250, shipping: 0, rows: ['Delivery Charge', '$2.50'] },
    { delivery: 0, shipping: 899, rows: ['Shipping', '$8.99'] },
    { delivery: 250, shipping: 899, rows: ['Delivery Charge', '$2.50', 'Shipping', '$8.99'] },
  ])('shows delivery $delivery and shipping $shipping as $rows', ({ delivery, shipping, rows }) => {
    expect(feeRows(delivery, shipping)).toEqual(rows);
  });

  it('shows no fee rows when there is no fee (SPEC 2: only above zero)', () => {
    render(
      <dl aria-label="Totals">
        <FeeRows deliveryCents={0} shippingCents={0} />
      </dl>,
    );
    expect(screen.getByLabelText('Totals').children).toHaveLength(0);
    expect(screen.queryByText('Delivery Charge')).toBeNull();
  });

  it('never calls shipping a delivery charge (issue 15)', () => {
    render(
      <dl>
        <FeeRows deliveryCents={0} shippingCents={500} />
      </dl>,
    );
    expect(screen.queryByText('Delivery Charge')).toBeNull();
    expect(screen.getByText('Shipping').nextElementSibling?.textContent).toBe('$5.00');
  });
});
