import type { AdminNotice } from "~/platform/forms/admin-action";

/** What an admin action did to a row, as its notice says it. */
export type ContentChange =
  | "created"
  | "saved"
  | "published"
  | "unpublished"
  | "trashed"
  | "restored"
  | "deleted"
  | "copied"
  | "closed"
  | "reopened";

const CHANGE_WORDS: Record<ContentChange, string> = {
  created: "created",
  saved: "saved",
  published: "published",
  unpublished: "unpublished",
  trashed: "moved to the Trash",
  restored: "restored",
  deleted: "deleted forever",
  copied: "copied: the copy is a draft at the top of the list",
  closed: "closed",
  reopened: "reopened",
};

/**
 * The notice of a change to a row ('FAQ saved', 'Post published'): with 'View' when the public
 * can see the row at `publicHref`, and for a move to the Trash, 'Undo' (restores it).
 */
export function contentNotice(
  noun: string,
  change: ContentChange,
  row: { id: string; publicHref?: string | null },
): AdminNotice {
  const notice: AdminNotice = { message: `${noun} ${CHANGE_WORDS[change]}` };
  if (row.publicHref && change !== "trashed" && change !== "deleted") notice.viewHref = row.publicHref;
  if (change === "trashed") notice.undo = { intent: "restore", id: row.id };
  return notice;
}
