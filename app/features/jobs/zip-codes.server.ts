import { codes } from "zipcodes";

import { foldAccents } from "~/platform/db/text-search";

/*
 * The US ZIP code dataset kept in the `zipcodes` package (no network look-ups): a ZIP code's
 * place, and a city's. Its own radius search scans all 42,000 codes, so jobs store their
 * coordinates when saved and distance searches run in SQL (job-search.server.ts). Server
 * only: the data is 5 MB.
 */

export interface Place {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** The place of a 5-digit US ZIP code; undefined when the dataset does not know it. */
export function placeOfZip(zip: string): Place | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const entry = codes[zip];
  if (!entry || entry.country !== "US") return undefined;
  return { city: entry.city, state: entry.state, latitude: entry.latitude, longitude: entry.longitude };
}

/** "lake charles|LA" for a city and state, accents and capitals aside. */
function cityKey(city: string, state: string): string {
  return `${foldAccents(city).toLowerCase().replace(/\s+/g, " ").trim()}|${state.toUpperCase()}`;
}

let cities: Map<string, Place> | undefined;

/** Each US city of the dataset, at the middle of its ZIP codes; built on first use (~40 ms). */
function cityPlaces(): Map<string, Place> {
  if (cities) return cities;
  const sums = new Map<string, { city: string; state: string; lat: number; lon: number; n: number }>();
  for (const entry of Object.values(codes)) {
    if (entry.country !== "US") continue;
    const key = cityKey(entry.city, entry.state);
    const sum = sums.get(key) ?? { city: entry.city, state: entry.state, lat: 0, lon: 0, n: 0 };
    sum.lat += entry.latitude;
    sum.lon += entry.longitude;
    sum.n++;
    sums.set(key, sum);
  }
  cities = new Map(
    [...sums].map(([key, sum]) => [
      key,
      { city: sum.city, state: sum.state, latitude: sum.lat / sum.n, longitude: sum.lon / sum.n },
    ]),
  );
  return cities;
}

/** A city of a state ("Lake Charles", "LA"); undefined when the dataset has no such city. */
export function placeOfCity(city: string, state: string): Place | undefined {
  return cityPlaces().get(cityKey(city, state));
}

/** A city named without its state, looked for in `preferredStates` in order (the agency's own first). */
export function placeOfCityAnywhere(city: string, preferredStates: readonly string[]): Place | undefined {
  for (const state of preferredStates) {
    const place = placeOfCity(city, state);
    if (place) return place;
  }
  return undefined;
}
