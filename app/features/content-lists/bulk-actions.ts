import type { AdminNotice } from "~/platform/forms/admin-action";

/*
 * The bulk actions of an admin list (docs/admin.md, Bulk actions): the rows ticked on the page
 * are published, unpublished or moved to the Trash with one POST (intent "bulk"), a plain form
 * that works without JavaScript. 'Select all' ticks the page's rows: without JavaScript the
 * form sends the page's ids beside it, and the server takes those. Restore is the Undo of a
 * bulk Move to Trash, sent by the notice.
 */

export const bulkActions = ["publish", "unpublish", "trash", "restore"] as const;
export type BulkAction = (typeof bulkActions)[number];

/** Which bulk action the pressed button asks for. */
export const BULK_ACTION_FIELD = "bulkAction";
/** A ticked row's id (repeated). */
export const BULK_IDS_FIELD = "ids";
/** 'Select all': "page" takes every id of PAGE_IDS_FIELD. */
export const SELECT_ALL_FIELD = "selectAll";
/** The page's row ids, sent with the form for 'Select all' without JavaScript. */
export const PAGE_IDS_FIELD = "pageIds";

/** More ids than a page has rows (50) are never sent by the page. */
export const MAX_BULK_ROWS = 100;

/** The buttons of the bulk bar, in order: their action and visible label. */
export const bulkButtons: { action: Exclude<BulkAction, "restore">; label: string }[] = [
  { action: "publish", label: "Publish" },
  { action: "unpublish", label: "Unpublish" },
  { action: "trash", label: "Move to Trash" },
];

/** What a bulk action did: how many rows it changed (their ids), and how many were already as asked. */
export interface BulkResult {
  changed: number;
  unchanged: number;
  ids: string[];
}

const DONE: Record<BulkAction, { did: string; already: string }> = {
  publish: { did: "published", already: "published" },
  unpublish: { did: "unpublished", already: "unpublished" },
  trash: { did: "moved to the Trash", already: "in the Trash" },
  restore: { did: "restored", already: "restored" },
};

/**
 * The notice of a bulk action ('3 posts published.'), saying how many were already so; a
 * move to the Trash has 'Undo' (restores those rows), as one row's has.
 */
export function bulkNotice(noun: { one: string; many: string }, action: BulkAction, result: BulkResult): AdminNotice {
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  const { did, already } = DONE[action];
  const more =
    result.unchanged > 0
      ? ` ${count(result.unchanged)} ${result.unchanged === 1 ? "was" : "were"} already ${already}.`
      : "";
  const notice: AdminNotice = { message: `${count(result.changed)} ${did}.${more}` };
  if (action === "trash" && result.ids.length > 0) notice.undo = { intent: "bulk", action: "restore", ids: result.ids };
  return notice;
}
