/*
 * Durations in milliseconds, as Date arithmetic wants them. A "day" here is 24 hours of
 * elapsed time (retention periods, windows, lifetimes), not a calendar day on the agency's
 * clock: those cross daylight saving changes and are agency-time.ts's.
 */

const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
