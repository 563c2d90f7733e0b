import { ZIP_PATTERN, type DeliveryFeeKind, type DistributionDto } from '@lfm/core';
import { useDeliveryQuoteQuery } from '../../api/delivery-quote';

export type DeliveryQuote =
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'unavailable' }
  | {
      status: 'ok';
      kind: DeliveryFeeKind;
      cents: number;
      /** The delivery days differ in fee: `cents` is the lowest. */
      varies: boolean;
      freeDeliveryOverCents: number | null;
      distribution: DistributionDto;
    };

/**
 * SPEC 4 'Product page': once address line 1, state, city and zip are filled, the server quotes the
 * fees the cart will charge for that address and this quantity (one fee rule in core: zones, flat
 * fee, miles beyond a radius, free-delivery threshold). A zip no delivery serves means delivery is
 * not available. Any edit re-derives the quote.
 */
export function useDeliveryQuote(
  address: { addressLine1: string; city: string; state: string; postalCode: string },
  item: { _id: number },
  quantity: number,
  deliveries: DistributionDto[],
): DeliveryQuote {
  const zip = address.postalCode.trim();
  const complete = [address.addressLine1, address.city, address.state, zip].every((v) => v.trim() !== '');
  const wellFormed = ZIP_PATTERN.test(zip);
  const { data, isError, isFetching } = useDeliveryQuoteQuery(
    { productId: item._id, productQuantity: Math.max(1, quantity), ...address, postalCode: zip },
    complete && wellFormed,
  );

  if (!complete) return { status: 'incomplete' };
  if (!wellFormed || isError) return { status: 'invalid' };
  if (!data || isFetching) return { status: 'checking' };
  const priced = data.deliveryOptions.filter((o) => o.feeCents != null);
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>(
    (best, o) => (best == null || o.feeCents! < best.feeCents! ? o : best),
    undefined,
  );
  const distribution = deliveries.find((d) => d._id === cheapest?.distributionId);
  if (!cheapest || !distribution) return { status: 'unavailable' };
  return {
    status: 'ok',
    kind: cheapest.feeKind,
    cents: cheapest.feeCents!,
    varies: priced.some((o) => o.feeCents !== cheapest.feeCents),
    freeDeliveryOverCents: data.freeDeliveryOverCents,
    distribution,
  };
}
