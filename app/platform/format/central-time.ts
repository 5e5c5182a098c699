import { HOUR_MS } from "./time-units";

/*
 * The agency's clock (America/Chicago, AGENCY_TIME_ZONE) worked out from US law rather than
 * with Intl: the first Intl format a page builds loads the browser's time zone and locale data,
 * 12-20 ms of one task on a desktop and four times that on Lighthouse's phone
 * (docs/speed-and-search.md), and public pages show dates and today's date as they hydrate.
 * Central Time is six hours behind UTC, five during daylight saving time. The tests compare
 * this with Intl in AGENCY_TIME_ZONE, so a change of zone there fails them until this follows.
 */

/** The day of the month of a month's `nth` Sunday (nth 0 = its last). */
function sunday(year: number, month: number, nth: number): number {
  const firstSunday = 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7);
  if (nth > 0) return firstSunday + (nth - 1) * 7;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return firstSunday + Math.floor((daysInMonth - firstSunday) / 7) * 7;
}

/**
 * Whether daylight saving time is in force at this instant: it starts at 2:00 standard time
 * (8:00 UTC) and ends at 2:00 daylight time (7:00 UTC). Since 2007 from the second Sunday of
 * March to the first Sunday of November; from 1987 to 2006 from the first Sunday of April to
 * the last Sunday of October.
 */
function isDaylightTime(time: number): boolean {
  const year = new Date(time).getUTCFullYear();
  const [startMonth, startNth, endMonth, endNth] = year >= 2007 ? [2, 2, 10, 1] : [3, 1, 9, 0];
  const start = Date.UTC(year, startMonth, sunday(year, startMonth, startNth), 8);
  const end = Date.UTC(year, endMonth, sunday(year, endMonth, endNth), 7);
  return time >= start && time < end;
}

/** The agency's wall-clock reading at `time`, as a Date to read with its getUTC* methods. */
export function centralWallClock(time: number): Date {
  return new Date(time - (isDaylightTime(time) ? 5 : 6) * HOUR_MS);
}
