import type { FieldErrors } from "~/schemas/form-fields";

/**
 * What every admin action answers (create, update, toggle, delete), in the browser and in
 * tests alike. Field errors come with HTTP 400; `error` with 400, 401, 403, 404, 500, or 503
 * when the disk under the database cannot take the change.
 */
export type AdminActionResult =
  | { ok: true }
  | { ok: false; fieldErrors: FieldErrors; error?: undefined }
  | { ok: false; error: string; fieldErrors?: undefined };

export const adminIntents = ["create", "update", "toggle", "delete"] as const;
export type AdminIntent = (typeof adminIntents)[number];

/** The form field that names what an admin form or button asks for. */
export const INTENT_FIELD = "intent";
/** The row an update, toggle or delete is about. */
export const ID_FIELD = "id";
/** The toggle's target state: "true" publishes, "false" unpublishes. */
export const PUBLISHED_FIELD = "isPublished";
