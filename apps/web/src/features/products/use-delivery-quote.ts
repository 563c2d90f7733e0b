import { deliveryFeeCents, distanceMiles, ZIP_PATTERN, type DistributionDto, type FarmDto } from '@lfm/core';
import { useZip } from '../../api/geo-zip';

export type DeliveryQuote =
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'invalid' }
  | { status: 'unavailable' }
  | { status: 'ok'; kind: 'flat' | 'distance'; cents: number; distribution: DistributionDto };

const point = (p: [number, number] | null) => (p ? { longitude: p[0], latitude: p[1] } : null);

/**
 * SPEC 4 'Product page': once address line 1, state, city and zip are filled the zip is geocoded; the
 * fee is the flat fee when one exists, else the per-mile rate times the distance from the farm. A zip
 * none of the farm's deliveries serves means delivery is not available. Any edit re-derives the quote.
 */
export function useDeliveryQuote(
  address: { addressLine1: string; city: string; state: string; postalCode: string },
  farm: FarmDto,
  deliveries: DistributionDto[],
): DeliveryQuote {
  const zip = address.postalCode.trim();
  const complete = [address.addressLine1, address.city, address.state, zip].every((v) => v.trim() !== '');
  const wellFormed = ZIP_PATTERN.test(zip);
  const { data, isError, isFetching } = useZip(zip, complete && wellFormed);

  if (!complete) return { status: 'incomplete' };
  if (!wellFormed || isError) return { status: 'invalid' };
  if (!data || isFetching) return { status: 'checking' };
  const distribution = deliveries.find((d) => d.deliveryPostalCodes.includes(zip));
  if (!distribution) return { status: 'unavailable' };
  const from = point(farm.geoLocation) ?? point(distribution.geoLocation);
  const miles = from ? distanceMiles(from, { latitude: data.latitude, longitude: data.longitude }) : 0;
  const fee = deliveryFeeCents({
    flatFeeCents: distribution.flatFeeCents,
    centsPerMile: distribution.deliveryFeeCentsPerMile,
    miles,
  });
  return { status: 'ok', ...fee, distribution };
}
