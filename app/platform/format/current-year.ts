import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

/*
 * A module of its own: every public page's footer needs the year, while only the pages that
 * show dates need format-date.ts (the first load of the home page carries no date format).
 */

// Made once, on first use: building an Intl.DateTimeFormat costs far more than formatting with
// one. Not when the module loads: in a browser the first one with a time zone loads the time
// zone data, about 20 ms of a page's script start on a desktop (docs/speed-and-search.md), and
// the browser only needs the year on an error page (the footer's year comes from the loader).
let yearOnly: Intl.DateTimeFormat | undefined;

/** The calendar year in the agency's time zone (the footer's copyright line). */
export function currentYear(now: Date = new Date()): number {
  yearOnly ??= new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: AGENCY_TIME_ZONE });
  return Number(yearOnly.format(now));
}
