/*
 * 'Start Date' is a calendar day with no time and no zone ("2026-03-20", as the employer
 * chose it): shown as that day everywhere, whatever the reader's time zone.
 */

const long = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

function asUtcDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** "Friday, March 20, 2026" (the request's page and the mail); the text itself when it is not a date. */
export function formatStartDate(value: string): string {
  const day = asUtcDay(value);
  return day ? long.format(day) : value;
}

/** "Mar 20, 2026" (the list). */
export function formatStartDateShort(value: string): string {
  const day = asUtcDay(value);
  return day ? short.format(day) : value;
}
