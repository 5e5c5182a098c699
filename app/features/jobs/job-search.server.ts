import { and, count, eq, gte, sql, type SQL } from "drizzle-orm";

import { matchesSearchDocument } from "~/features/content-lists/list-search.server";
import { getDb } from "~/platform/db/client.server";
import { jobs } from "~/platform/db/schema";
import { foldAccents } from "~/platform/db/text-search";

import { isOpen } from "./job-conditions.server";
import { usStates } from "./job-options";
import { JOBS_PER_PAGE, type JobSearch } from "./job-search-params";
import { placeOfCity, placeOfCityAnywhere, placeOfZip, type Place } from "./zip-codes.server";

/*
 * The public job search: open jobs only, newest first, 20 a page, with the count. Every
 * filter is a condition the jobs_open_* indexes (app/platform/db/schema.ts) can serve: the
 * keywords the GIN index of the stored search document (English and Spanish text), accents and capitals aside; a
 * distance a bounding box on the stored coordinates, then the great-circle distance.
 */

const EARTH_RADIUS_MILES = 3_958.8;
const MILES_PER_DEGREE_OF_LATITUDE = 69.0;

/** What a typed location means: a place to measure from, and the condition when no distance is asked. */
export type ResolvedLocation =
  | { kind: "none" }
  | { kind: "zip"; zip: string; place: Place | undefined }
  | { kind: "city"; city: string; state: string | null; place: Place | undefined }
  | { kind: "state"; state: string };

/** The agency's states first: a city named alone is looked for there first. */
const statesInOrder = usStates.map(({ code }) => code);

function stateOf(text: string): string | undefined {
  const folded = text.trim().toLowerCase();
  return usStates.find(({ code, name }) => code.toLowerCase() === folded || name.toLowerCase() === folded)?.code;
}

export function resolveLocation(location: string): ResolvedLocation {
  const typed = location.trim();
  if (!typed) return { kind: "none" };
  if (/^\d{5}$/.test(typed)) return { kind: "zip", zip: typed, place: placeOfZip(typed) };
  const state = stateOf(typed);
  if (state) return { kind: "state", state };
  const comma = typed.lastIndexOf(",");
  if (comma > 0) {
    const city = typed.slice(0, comma).trim();
    const cityState = stateOf(typed.slice(comma + 1));
    if (city && cityState) return { kind: "city", city, state: cityState, place: placeOfCity(city, cityState) };
  }
  return { kind: "city", city: typed, state: null, place: placeOfCityAnywhere(typed, statesInOrder) };
}

/** Jobs within `miles` of `place`: the box first (on jobs_open_location_idx), then the real distance. */
function withinMiles(place: Place, miles: number): SQL {
  const latitudeSpan = miles / MILES_PER_DEGREE_OF_LATITUDE;
  const longitudeSpan = miles / (MILES_PER_DEGREE_OF_LATITUDE * Math.cos((place.latitude * Math.PI) / 180));
  const { latitude, longitude } = place;
  return and(
    sql`${jobs.latitude} between ${latitude - latitudeSpan} and ${latitude + latitudeSpan}`,
    sql`${jobs.longitude} between ${longitude - longitudeSpan} and ${longitude + longitudeSpan}`,
    sql`${2 * EARTH_RADIUS_MILES} * asin(sqrt(
      power(sin(radians(${jobs.latitude} - ${latitude}) / 2), 2)
      + cos(radians(${latitude})) * cos(radians(${jobs.latitude})) * power(sin(radians(${jobs.longitude} - ${longitude}) / 2), 2)
    )) <= ${miles}`,
  )!;
}

function inCity(city: string, state: string | null): SQL {
  // lower() as jobs_open_city_idx has it; accents folded on both sides as typed text may lack them.
  const folded = foldAccents(city).toLowerCase();
  return and(sql`lower(${jobs.city}) = ${folded}`, state ? eq(jobs.state, state) : undefined)!;
}

function locationCondition(location: ResolvedLocation, distance: number | null): SQL | undefined {
  switch (location.kind) {
    case "none":
      return undefined;
    case "state":
      return eq(jobs.state, location.state);
    case "zip":
      if (!location.place) return eq(jobs.zip, location.zip);
      return distance ? withinMiles(location.place, distance) : inCity(location.place.city, location.place.state);
    case "city":
      return distance && location.place ? withinMiles(location.place, distance) : inCity(location.city, location.state);
  }
}

/** The conditions of a search, besides the open jobs' own. */
export function jobSearchCondition(search: JobSearch): SQL {
  return and(
    isOpen,
    search.q ? matchesSearchDocument(search.q, jobs.searchVector) : undefined,
    locationCondition(resolveLocation(search.location), search.distance),
    search.category ? eq(jobs.category, search.category) : undefined,
    search.type ? eq(jobs.employmentType, search.type) : undefined,
    search.minPay ? gte(jobs.hourlyPayCents, Math.round(search.minPay * 100)) : undefined,
  )!;
}

/** What a result card shows: no description, so a page stays light. */
const cardColumns = {
  id: jobs.id,
  slug: jobs.slug,
  title: jobs.title,
  titleEs: jobs.titleEs,
  category: jobs.category,
  employmentType: jobs.employmentType,
  hours: jobs.hours,
  city: jobs.city,
  state: jobs.state,
  payFromCents: jobs.payFromCents,
  payToCents: jobs.payToCents,
  payPeriod: jobs.payPeriod,
  shift: jobs.shift,
  publishedAt: jobs.publishedAt,
};

export type JobCard = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]["_"]["data"] | null } & {
  id: string;
  slug: string;
  title: string;
};

// "nulls last" as jobs_open_published_at_idx has it, so that the index gives the order.
const newestFirst = [sql`${jobs.publishedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/**
 * One page of the open jobs a search keeps, newest first, and how many it keeps in all. The
 * count rides on the page's own scan (a window over every match, before the limit); only a
 * page past the end, which has no row to carry it, counts again.
 */
export async function searchJobs(search: JobSearch): Promise<{ jobs: JobCard[]; total: number }> {
  const where = jobSearchCondition(search);
  const db = getDb();
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(JOBS_PER_PAGE)
    .offset((search.page - 1) * JOBS_PER_PAGE);
  if (rows.length === 0 && search.page > 1) {
    const [counted] = await db.select({ value: count() }).from(jobs).where(where);
    return { jobs: [], total: counted?.value ?? 0 };
  }
  return { jobs: rows.map(({ total: _total, ...card }) => card as JobCard), total: rows[0]?.total ?? 0 };
}

/** How many open jobs each category has (categories without any left out): the /sitemap page's jobs section. */
export async function countOpenJobsByCategory(): Promise<Map<string, number>> {
  const rows = await getDb()
    .select({ category: jobs.category, value: count() })
    .from(jobs)
    .where(isOpen)
    .groupBy(jobs.category);
  return new Map(rows.map((row) => [row.category, row.value]));
}
