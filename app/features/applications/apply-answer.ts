import type { ApplicationFieldErrors, ApplicationValues } from "./application-form";

/** What the apply form's POST answers; the page renders it (the form works without JavaScript). */
export type ApplyProblem = "too-many" | "unavailable" | "too-large";

export type ApplyActionData =
  | {
      ok: true;
      firstName: string;
      jobTitle: string;
      updated: boolean;
      fieldErrors?: undefined;
      values?: undefined;
      problem?: undefined;
    }
  | { ok: false; fieldErrors: ApplicationFieldErrors; values: ApplicationValues; problem?: undefined }
  | { ok: false; problem: ApplyProblem; values?: ApplicationValues; fieldErrors?: undefined };
