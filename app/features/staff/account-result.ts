import type { FieldErrors } from "~/platform/forms/form-fields";

export const ACCOUNT_INTENTS = [
  "rename",
  "change-password",
  "end-session",
  "end-other-sessions",
  "remove-passkey",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/** What the details, password and session forms of My Account answer. */
export type AccountResult =
  | { intent: "rename"; ok: true }
  | { intent: "rename"; ok: false; fieldErrors: FieldErrors }
  /** `changedAt` tells one success from the next: the form starts empty after each. */
  | { intent: "change-password"; ok: true; changedAt: number }
  | { intent: "change-password"; ok: false; fieldErrors: FieldErrors; message: string | null }
  | { intent: "end-session" | "end-other-sessions"; ok: true; ended: number }
  | { intent: "end-session" | "end-other-sessions"; ok: false; message: string }
  | { intent: "remove-passkey"; ok: true; name: string }
  | { intent: "remove-passkey"; ok: false; message: string };
