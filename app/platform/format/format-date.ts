import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";
import type { Locale } from "~/platform/i18n/locale";

// One formatter per language for server and browser alike: the agency's time zone, never the
// viewer's, so that the server-rendered date and the hydrated one are always the same text.
// Made on first use: a page needs its own language's only.
const longDates: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

function longDate(locale: Locale): Intl.DateTimeFormat {
  return (longDates[locale] ??= new Intl.DateTimeFormat(`${locale}-US`, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: AGENCY_TIME_ZONE,
  }));
}

/**
 * "March 15, 2026" (English) or "15 de marzo de 2026" (Spanish) in America/Chicago; null when
 * there is no (valid) date.
 */
export function formatDate(value: Date | string | null | undefined, locale: Locale = "en"): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return longDate(locale).format(date);
}
