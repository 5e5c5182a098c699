import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

// The agency's time zone, like formatDate: server-rendered and hydrated text are the same.
const dateTime = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: AGENCY_TIME_ZONE,
  timeZoneName: "short",
});

/** "Mar 15, 2026, 3:04 PM CDT"; null when there is no (valid) date. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTime.format(date);
}
