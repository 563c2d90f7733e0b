import { formatCents } from '@lfm/core';

/**
 * The fee rows of a totals list: local delivery is the 'Delivery Charge' (SPEC 2, shown only above
 * zero) and a farm's shipping is 'Shipping' (issue 15), so a buyer of shipped food is not told it is
 * delivered.
 */
export function FeeRows({ deliveryCents, shippingCents }: { deliveryCents: number; shippingCents: number }) {
  return (
    <>
      {deliveryCents > 0 && (
        <>
          <dt>Delivery Charge</dt>
          <dd className="text-right">{formatCents(deliveryCents)}</dd>
        </>
      )}
      {shippingCents > 0 && (
        <>
          <dt>Shipping</dt>
          <dd className="text-right">{formatCents(shippingCents)}</dd>
        </>
      )}
    </>
  );
}
