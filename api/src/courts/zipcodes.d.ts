/** The parts of zipcodes@8 the court search uses (the package ships no types). */
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string): ZipInfo | undefined;
  export function lookupByName(city: string, state: string): ZipInfo[];
  export const codes: Record<string, ZipInfo>;
  const zipcodes: { lookup: typeof lookup; lookupByName: typeof lookupByName; codes: typeof codes };
  export default zipcodes;
}
