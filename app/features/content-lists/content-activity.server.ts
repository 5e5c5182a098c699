import {
  recordActivity,
  type ActivityActor,
  type ActivityEntry,
  type DatabaseTransaction,
  type RequestOrigin,
} from "~/features/activity/activity.server";
import type { Database } from "~/platform/db/client.server";

import type { ContentEntity } from "./content-entity";

/*
 * A FAQ or post change in the activity log: who, from where, which row (with its title at
 * the time) and, for an edit, which fields changed. Written by the model in the transaction
 * of the change itself, so the change and its row commit together or not at all.
 */

/** What happened to the row: "trashed" and "restored" move it into and out of the Trash, "deleted" is for good. */
export type ContentAction = "created" | "updated" | "trashed" | "restored" | "deleted";

/** The staff member making a change from the admin, and where from. */
export interface ContentEditor {
  actor: ActivityActor & { id: string };
  origin: RequestOrigin | null;
}

/** A FAQ or post row, as the log reads it. */
export type ContentRow = { id: string } & Record<string, unknown>;

const TITLE_COLUMN: Record<ContentEntity, string> = { faq: "question", post: "title", job: "title" };

// Columns the database keeps by itself: never "changed" by staff.
const BOOKKEEPING = new Set(["id", "createdAt", "updatedAt"]);

const FIELD_WORDS: Record<string, string> = {
  isPublished: "published",
  publishedAt: "publish date",
  displayOrder: "display order",
  featuredImageUrl: "featured image",
  payFromCents: "pay from",
  payToCents: "pay to",
  closedAt: "closed",
  closesOn: "closes on",
  // As the form's 'Español' section labels them.
  questionEs: "question (Spanish)",
  answerEs: "answer (Spanish)",
  titleEs: "title (Spanish)",
  excerptEs: "excerpt (Spanish)",
  contentEs: "content (Spanish)",
};

// Columns derived from others at save (a job's coordinates, its expiry): the change is the other column's.
const DERIVED = new Set(["latitude", "longitude", "hourlyPayCents", "expiresAt", "searchVector"]);

function fieldWords(column: string): string {
  return FIELD_WORDS[column] ?? column.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  // A JSON column (a job's screening questions) is read as a new object each time.
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b || (a == null && b == null);
}

/** The staff-editable columns whose values differ between two versions of a row, in words. */
export function changedFieldsOf(before: ContentRow, after: ContentRow): string[] {
  return Object.keys(after)
    .filter((column) => !BOOKKEEPING.has(column) && !DERIVED.has(column) && !sameValue(before[column], after[column]))
    .map(fieldWords);
}

/**
 * Records a content change in `tx`. Without an editor (seed and benchmark scripts, which
 * write sample content, not staff changes) nothing is recorded.
 */
export async function recordContentChange(
  tx: DatabaseTransaction,
  editor: ContentEditor | undefined,
  change: { entity: ContentEntity; action: ContentAction; row: ContentRow; before?: ContentRow },
): Promise<void> {
  if (!editor) return;
  const { entity, action, row, before } = change;
  const title = row[TITLE_COLUMN[entity]];
  await recordActivity(tx, {
    kind: `${entity}-${action}`,
    actor: editor.actor,
    entity: { type: entity, id: row.id, title: typeof title === "string" ? title : null },
    changedFields: action === "updated" && before ? changedFieldsOf(before, row) : undefined,
    origin: editor.origin,
  });
}

/** What a staff change to one row came to (`changeWithActivity`). */
export type ChangeOutcome = "changed" | "unchanged" | "not-found";

/**
 * A staff change to one row and its activity-log row, in one transaction: both or neither.
 * `lock` reads the row for update (null when there is none: nothing is written); `change`
 * writes and answers what the log says of it (who and from where are the editor's), or null
 * when there was nothing to change.
 */
export function changeWithActivity<Row>(
  db: Database,
  editor: ContentEditor,
  lock: (tx: DatabaseTransaction) => Promise<Row | null>,
  change: (tx: DatabaseTransaction, row: Row) => Promise<Omit<ActivityEntry, "actor" | "origin"> | null>,
): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lock(tx);
    if (!row) return "not-found";
    const entry = await change(tx, row);
    if (!entry) return "unchanged";
    await recordActivity(tx, { ...entry, actor: editor.actor, origin: editor.origin });
    return "changed";
  });
}
