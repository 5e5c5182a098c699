import { centralWallClock } from "./central-time";

/*
 * A module of its own: every public page's footer needs the year, while only the pages that
 * show dates need format-date.ts (the first load of the home page carries no date format).
 * Read from the agency's clock without Intl (central-time.ts says why).
 */

/** The calendar year in the agency's time zone (the footer's copyright line). */
export function currentYear(now: Date = new Date()): number {
  return centralWallClock(now.getTime()).getUTCFullYear();
}
