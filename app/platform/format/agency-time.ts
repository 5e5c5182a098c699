import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

import { centralWallClock } from "./central-time";
import { HOUR_MS } from "./time-units";

/*
 * The post form's 'Publish Date' is a date and time on the agency's clock (America/Chicago),
 * whatever the browser's time zone: <input type="datetime-local"> gives "2026-03-15T09:00"
 * with no zone, and these turn it into an instant and back, with the time zone database's
 * daylight saving (Intl). Only agencyToday, which the public staff request form needs as it
 * hydrates, reads the clock from central-time.ts's rules instead.
 */

// Seconds are optional: browsers send them when the value has them.
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A format of the agency's clock, made on first use: building one costs far more than using it,
 * and the public staff request form loads this module for agencyToday alone, which needs none
 * (central-time.ts says why).
 */
function formatOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat("en-US", { timeZone: AGENCY_TIME_ZONE, ...options }));
}

const wallClock = formatOnFirstUse({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The agency's wall-clock reading at `instant`, as if it were UTC (its offset is the difference). */
function wallClockAsUtc(instant: number): number {
  const parts = Object.fromEntries(
    wallClock()
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * "2026-03-15T09:00" on the agency's clock as an instant; null when the text is not such a
 * date and time. A time the clocks skip (2:30 AM on the spring-forward night) is taken as the
 * same time after the change (3:30 AM); a time that happens twice (1:30 AM in November) is
 * the first one.
 */
export function agencyLocalToDate(value: string): Date | null {
  const match = localPattern.exec(value.trim());
  if (!match) return null;
  type Parts = [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? "0")) as Parts;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  const sameDay = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (!sameDay || hour > 23 || minute > 59 || second > 59) return null;
  // The clock's offsets from UTC a few hours before and after: they differ only across a change.
  const offsetBefore = offsetAt(asUtc - 6 * HOUR_MS);
  const offsetAfter = offsetAt(asUtc + 6 * HOUR_MS);
  // The earlier instant first (the smaller offset), for a time that happens twice.
  for (const offset of [Math.min(offsetBefore, offsetAfter), Math.max(offsetBefore, offsetAfter)]) {
    if (wallClockAsUtc(asUtc + offset) === asUtc) return new Date(asUtc + offset);
  }
  // Skipped by the clocks: read with the offset in force before the change, it lands past the gap.
  return new Date(asUtc + offsetBefore);
}

/** How far UTC is ahead of the agency's clock at `instant`, in milliseconds. */
function offsetAt(instant: number): number {
  return instant - wallClockAsUtc(instant);
}

/** An instant as <input type="datetime-local">'s value on the agency's clock, e.g. "2026-03-15T09:00". */
export function dateToAgencyLocal(value: Date | string): string {
  const wall = new Date(wallClockAsUtc(new Date(value).getTime()));
  return wall.toISOString().slice(0, 16);
}

const dateOnly = formatOnFirstUse({
  month: "short",
  day: "numeric",
  year: "numeric",
});

const timeOnly = formatOnFirstUse({
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const dateAndTime = formatOnFirstUse({
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * "Mar 15, 2026, 9:00 AM CDT" on the agency's clock, the same on the server and in any
 * browser (newer ICU data puts a narrow no-break space before AM/PM, older a space: always a
 * space here, so the server's text and the hydrated one match).
 */
export function formatAgencyDateTime(value: Date | string): string {
  return plainSpaces(dateAndTime().format(new Date(value)));
}

/** The same, as its two halves: "Mar 15, 2026" and "9:00 AM CDT". */
export function agencyDateAndTime(value: Date | string): { date: string; time: string } {
  const instant = new Date(value);
  return { date: plainSpaces(dateOnly().format(instant)), time: plainSpaces(timeOnly().format(instant)) };
}

function plainSpaces(text: string): string {
  return text.replace(/\u202f/g, " ");
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "2026-03-15" is a real day of the calendar (no February 30th). */
export function isCalendarDate(value: string): boolean {
  const match = calendarDate.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/** The agency's calendar day at `now`, as <input type="date"> gives it: "2026-03-15". */
export function agencyToday(now: Date | number = Date.now()): string {
  return centralWallClock(new Date(now).getTime()).toISOString().slice(0, 10);
}

/** "2026-03-15" moved by `days` on the calendar ("2026-03-31" + 1 is "2026-04-01"). */
export function addCalendarDays(value: string, days: number): string {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant a calendar day ends on the agency's clock: midnight that begins the next day. */
export function agencyEndOfDay(value: string): Date {
  return agencyLocalToDate(`${addCalendarDays(value, 1)}T00:00`)!;
}
