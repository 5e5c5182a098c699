import { data } from "react-router";
import { adminIntents, ID_FIELD, INTENT_FIELD, PUBLISHED_FIELD, type AdminActionResult, type AdminIntent } from "~/schemas/admin-action";
import type { FieldErrors } from "~/schemas/form-fields";

/** The answers of the admin actions: one shape (AdminActionResult) with the matching HTTP status. */
export const respond = {
  ok: () => data<AdminActionResult>({ ok: true }, { status: 200 }),
  invalid: (fieldErrors: FieldErrors) => data<AdminActionResult>({ ok: false, fieldErrors }, { status: 400 }),
  badRequest: (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 400 }),
  notFound: (error: string) => data<AdminActionResult>({ ok: false, error }, { status: 404 }),
};

export function readIntent(formData: FormData): AdminIntent | null {
  const value = formData.get(INTENT_FIELD);
  return adminIntents.find((intent) => intent === value) ?? null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The row id sent with the form; null when absent or not an id at all (no row can have it). */
export function readRowId(formData: FormData): string | null {
  const value = formData.get(ID_FIELD);
  return typeof value === "string" && UUID_PATTERN.test(value) ? value : null;
}

/** The toggle's target state; null when it is neither "true" nor "false". */
export function readToggleTarget(formData: FormData): boolean | null {
  const value = formData.get(PUBLISHED_FIELD);
  return value === "true" ? true : value === "false" ? false : null;
}

export const UNKNOWN_INTENT_MESSAGE = "Unknown action: expected create, update, toggle or delete.";
export const TOGGLE_TARGET_MESSAGE = "Published must be true or false.";
