/** The time zone in which dates are shown, on the server and in the browser alike (DECISIONS.md). */
export const AGENCY_TIME_ZONE = "America/Chicago";
