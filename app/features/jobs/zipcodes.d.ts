/** The parts of the `zipcodes` package (8.0.0, no types of its own) that the job board uses. */
declare module "zipcodes" {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  /** Every ZIP code (and Canadian postal code prefix) by its code. */
  export const codes: Record<string, ZipCodeEntry>;
}
