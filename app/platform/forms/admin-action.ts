import type { FieldErrors } from "~/platform/forms/form-fields";

/**
 * What every admin action answers (create, update, toggle, delete, ...), in the browser and in
 * tests alike. Field errors come with HTTP 400; `error` with 400, 401, 403, 404, 500, or 503
 * when the disk under the database cannot take the change. A success may carry the notice
 * the page announces.
 */
export type AdminActionResult =
  | { ok: true; notice?: AdminNotice }
  | { ok: false; fieldErrors: FieldErrors; error?: undefined }
  | { ok: false; error: string; fieldErrors?: undefined };

/**
 * "delete" moves a row to the Trash; "restore" takes it out; "delete-forever" deletes it from
 * the Trash for good; the moves reorder FAQs; "restore-revision" is a post's 'Restore this version';
 * "copy", "close" and "reopen" are a list's own row commands (a job's 'Copy', 'Close', 'Reopen');
 * "bulk" is a list's Publish, Unpublish or Move to Trash of the ticked rows (or its Undo).
 */
export const adminIntents = [
  "create",
  "update",
  "toggle",
  "delete",
  "restore",
  "delete-forever",
  "move-up",
  "move-down",
  "move-to",
  "restore-revision",
  "copy",
  "close",
  "reopen",
  "bulk",
] as const;
export type AdminIntent = (typeof adminIntents)[number];

/**
 * What a successful admin action tells the staff member, in the page's polite live region
 * (AdminNoticeRegion): what happened ('Post published'), where the public sees it, and the
 * intent that undoes it (a delete's 'Undo' restores the row).
 */
export interface AdminNotice {
  message: string;
  /** The public page showing the row, when there is one (a live post's article, /faqs). */
  viewHref?: string;
  /** One row's, or the rows' of a bulk action (features/content-lists/bulk-actions.ts: its "restore"). */
  undo?: { intent: AdminIntent; id: string } | { intent: "bulk"; action: "restore"; ids: string[] };
}

/** The form field that names what an admin form or button asks for. */
export const INTENT_FIELD = "intent";
/** The row an update, toggle, delete, restore or delete-forever is about. */
export const ID_FIELD = "id";
/** The revision 'Restore this version' brings back (a post's History). */
export const REVISION_FIELD = "revisionId";
/** The toggle's target state: "true" publishes, "false" unpublishes. */
export const PUBLISHED_FIELD = "isPublished";
/** A move-to's target: the row whose place the moved row takes (a drop on it). */
export const TARGET_ID_FIELD = "targetId";
