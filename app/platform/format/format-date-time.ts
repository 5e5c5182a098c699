import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

/**
 * A date and time in the agency's time zone, on the server and in the browser alike, so that
 * server-rendered and hydrated text are the same (like formatDate).
 */
export function agencyDateTimeFormat(options: Pick<Intl.DateTimeFormatOptions, "month" | "timeZoneName">) {
  return new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: AGENCY_TIME_ZONE,
    ...options,
  });
}

const dateTime = agencyDateTimeFormat({ month: "short", timeZoneName: "short" });

/** "Mar 15, 2026, 3:04 PM CDT"; null when there is no (valid) date. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTime.format(date);
}
