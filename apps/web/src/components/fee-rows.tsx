import { formatCents } from '@lfm/core';
import { useT } from '../lib/i18n';

/**
 * The fee rows of a totals list: local delivery is the 'Delivery Charge' (SPEC 2, shown only above
 * zero) and a farm's shipping is 'Shipping' (issue 15), so a buyer of shipped food is not told it is
 * delivered.
 */
export function FeeRows({ deliveryCents, shippingCents }: { deliveryCents: number; shippingCents: number }) {
  const t = useT();
  return (
    <>
      {deliveryCents > 0 && (
        <>
          <dt>{t('checkout.deliveryCharge')}</dt>
          <dd className="text-right">{formatCents(deliveryCents)}</dd>
        </>
      )}
      {shippingCents > 0 && (
        <>
          <dt>{t('home.banner.shipping.eyebrow')}</dt>
          <dd className="text-right">{formatCents(shippingCents)}</dd>
        </>
      )}
    </>
  );
}
