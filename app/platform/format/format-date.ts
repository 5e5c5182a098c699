import type { Locale } from "~/platform/i18n/locale";

import { centralWallClock } from "./central-time";

/*
 * "March 15, 2026" or "15 de marzo de 2026": a day on the agency's clock (America/Chicago),
 * never the viewer's, so that the server-rendered date and the hydrated one are the same text.
 *
 * Without Intl.DateTimeFormat (central-time.ts says why): the month names are in the table
 * below, and the tests compare the result with Intl's around every midnight from 1987 to 2100.
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

/** "March 15, 2026" (English) or "15 de marzo de 2026" (Spanish); null when there is no (valid) date. */
export function formatDate(value: Date | string | null | undefined, locale: Locale = "en"): string | null {
  if (value === null || value === undefined || value === "") return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const day = centralWallClock(time);
  const month = monthNames[locale][day.getUTCMonth()]!;
  return locale === "es"
    ? `${day.getUTCDate()} de ${month} de ${day.getUTCFullYear()}`
    : `${month} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
