import type { Locale } from "~/platform/i18n/locale";

/*
 * "March 15, 2026" or "15 de marzo de 2026": a day on the agency's clock (America/Chicago),
 * never the viewer's, so that the server-rendered date and the hydrated one are the same text.
 *
 * Worked out here rather than with Intl.DateTimeFormat: the first Intl format a page builds
 * loads the browser's time zone and locale data, 12-20 ms of one task on a desktop and four
 * times that on Lighthouse's phone, and every news page hydrated its dates with one
 * (docs/speed-and-search.md). Central Time is six hours behind UTC, five during daylight saving
 * time, whose dates are US law; the tests compare every day from 1987 to 2100 with Intl's.
 */

const monthNames: Record<Locale, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

const HOUR_MS = 3_600_000;

/** The day of the month of a month's `nth` Sunday (nth 0 = its last). */
function sunday(year: number, month: number, nth: number): number {
  const firstSunday = 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7);
  if (nth > 0) return firstSunday + (nth - 1) * 7;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return firstSunday + Math.floor((daysInMonth - firstSunday) / 7) * 7;
}

/**
 * Whether daylight saving time is in force in Central Time at this instant: it starts at 2:00
 * standard time (8:00 UTC) and ends at 2:00 daylight time (7:00 UTC). Since 2007 from the second
 * Sunday of March to the first Sunday of November; from 1987 to 2006 from the first Sunday of
 * April to the last Sunday of October.
 */
function isCentralDaylightTime(time: number): boolean {
  const year = new Date(time).getUTCFullYear();
  const [startMonth, startNth, endMonth, endNth] = year >= 2007 ? [2, 2, 10, 1] : [3, 1, 9, 0];
  const start = Date.UTC(year, startMonth, sunday(year, startMonth, startNth), 8);
  const end = Date.UTC(year, endMonth, sunday(year, endMonth, endNth), 7);
  return time >= start && time < end;
}

/** "March 15, 2026" (English) or "15 de marzo de 2026" (Spanish); null when there is no (valid) date. */
export function formatDate(value: Date | string | null | undefined, locale: Locale = "en"): string | null {
  if (value === null || value === undefined || value === "") return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const day = new Date(time - (isCentralDaylightTime(time) ? 5 : 6) * HOUR_MS);
  const month = monthNames[locale][day.getUTCMonth()]!;
  return locale === "es"
    ? `${day.getUTCDate()} de ${month} de ${day.getUTCFullYear()}`
    : `${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
