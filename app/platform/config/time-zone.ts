/** The time zone in which dates are shown, on the server and in the browser alike: the agency's. */
export const AGENCY_TIME_ZONE = "America/Chicago";
