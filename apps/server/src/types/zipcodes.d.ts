// The `zipcodes` package ships no types; this covers the part we use.
declare module 'zipcodes' {
  export interface ZipCodeInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeInfo | undefined;
  export function distance(zipA: string | number, zipB: string | number): number | null;
  /** Every zip code, by zip. */
  export const codes: Record<string, ZipCodeInfo>;
  const zipcodes: { lookup: typeof lookup; distance: typeof distance; codes: typeof codes };
  export default zipcodes;
}
