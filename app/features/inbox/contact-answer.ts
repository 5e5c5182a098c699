import type { ContactFieldErrors, ContactMessage } from "./contact-message";

/** What the contact form's POST answers (the page without JavaScript, /api/contact with it). */
export type ContactProblem = "closed" | "too-many" | "unavailable" | "too-large";

export type ContactActionData =
  | { ok: true; fieldErrors?: undefined; values?: undefined; problem?: undefined }
  | { ok: false; fieldErrors: ContactFieldErrors; values: ContactMessage; problem?: undefined }
  | { ok: false; problem: ContactProblem; values?: ContactMessage; fieldErrors?: undefined };
