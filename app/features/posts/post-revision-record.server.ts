import { and, desc, eq, notInArray } from "drizzle-orm";

import type { DatabaseTransaction } from "~/features/activity/activity.server";
import type { ContentEditor } from "~/features/content-lists/content-activity.server";
import { postRevisions } from "~/platform/db/schema";

import { revisionColumns, type RevisionText } from "./revision-columns";

/*
 * A post's History: every save (create, edit, restore) keeps the post's text as saved, in
 * the transaction of the save, so a save never commits without its revision. Only the text
 * is kept: restoring never changes the published state or date (docs/admin.md, History).
 */

/** How many revisions a post keeps: older ones are deleted by the save that passes the limit. */
export const MAX_REVISIONS_PER_POST = 50;

// Newest first; the id breaks a tie, so "the one before" is always the same row.
export const newestRevisionFirst = [desc(postRevisions.savedAt), desc(postRevisions.id)];

/** The revision columns of a row (a post or a revision), and nothing else. */
export function revisionText(row: RevisionText): RevisionText {
  return Object.fromEntries(revisionColumns.map((column) => [column, row[column]])) as RevisionText;
}

/** Whether two versions have the same text (what a restore would change). */
export function sameRevisionText(a: RevisionText, b: RevisionText): boolean {
  const left = revisionText(a);
  const right = revisionText(b);
  return revisionColumns.every((key) => (left[key] ?? null) === (right[key] ?? null));
}

/**
 * Keeps the post as `row` now reads, saved by `editor` (none: a script, with no name), and
 * deletes its revisions beyond the newest MAX_REVISIONS_PER_POST. Call it in the save's
 * transaction.
 */
export async function recordPostRevision(
  tx: DatabaseTransaction,
  row: RevisionText & { id: string },
  editor: ContentEditor | undefined,
): Promise<void> {
  await tx.insert(postRevisions).values({
    postId: row.id,
    editorId: editor?.actor.id ?? null,
    editorName: editor?.actor.name ?? editor?.actor.email ?? null,
    ...revisionText(row),
  });
  const kept = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, row.id))
    .orderBy(...newestRevisionFirst)
    .limit(MAX_REVISIONS_PER_POST);
  await tx.delete(postRevisions).where(and(eq(postRevisions.postId, row.id), notInArray(postRevisions.id, kept)));
}
