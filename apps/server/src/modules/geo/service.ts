import zipcodes from 'zipcodes';
import type { ZipInfo } from '@lfm/core';
import type { GeoPoint, Geocoder } from '../../adapters/geocoder';
import type { AppDeps } from '../../app-deps';
import { locate } from '../users';

/** The point of a zip code, or 400 'Please fill valid address' (SPEC 5) when it does not exist. */
export const locateZip = (geocoder: Geocoder, zip: string): Promise<GeoPoint> =>
  locate(geocoder, { postalCode: zip });

/** A zip code's point from the geocoder, with its city and state from the offline zip data. */
export async function zipInfo(deps: AppDeps, zip: string): Promise<{ result: ZipInfo }> {
  const point = await locateZip(deps.geocoder, zip);
  const place = zipcodes.lookup(zip);
  return { result: { zipCode: zip, city: place?.city ?? '', state: place?.state ?? '', ...point } };
}
