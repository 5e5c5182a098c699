import type { StaffRequestFieldErrors, StaffRequestValues } from "./staff-request";

/** What the 'Request Staff' page's POST answers; the page shows each in its place. */
export type StaffRequestProblem = "too-many" | "unavailable" | "too-large";

export type StaffRequestActionData =
  | { ok: true; fieldErrors?: undefined; problem?: undefined; values?: undefined }
  | { ok: false; fieldErrors: StaffRequestFieldErrors; values: StaffRequestValues; problem?: undefined }
  | { ok: false; problem: StaffRequestProblem; values?: StaffRequestValues; fieldErrors?: undefined };
