import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

/*
 * A module of its own: every public page's footer needs the year, while only the pages that
 * show dates need format-date.ts (the first load of the home page carries no date format).
 */

// Made once: building an Intl.DateTimeFormat costs far more than formatting with one, and
// every public page asks for the year.
const yearOnly = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: AGENCY_TIME_ZONE });

/** The calendar year in the agency's time zone (the footer's copyright line). */
export function currentYear(now: Date = new Date()): number {
  return Number(yearOnly.format(now));
}
