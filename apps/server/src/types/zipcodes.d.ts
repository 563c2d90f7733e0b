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
  const zipcodes: { lookup: typeof lookup; distance: typeof distance };
  export default zipcodes;
}
