import zipcodes from 'zipcodes';

export interface GeocodeQuery {
  addressLine1?: string;
  city?: string;
  state?: string;
  postalCode: string;
}
export interface GeoPoint {
  latitude: number;
  longitude: number;
}
export interface Geocoder {
  /** The point of an address, or null when the address cannot be found (SPEC 5 'Please fill valid address'). */
  geocode(address: GeocodeQuery): Promise<GeoPoint | null>;
}

/** Default: offline US zip-code centroids (ARCHITECTURE: geocoding). Street and city do not refine the point. */
export function zipGeocoder(): Geocoder {
  return {
    async geocode({ postalCode }) {
      const zip = postalCode.trim();
      if (!/^\d{5}$/.test(zip)) return null;
      const found = zipcodes.lookup(zip);
      return found ? { latitude: found.latitude, longitude: found.longitude } : null;
    },
  };
}
