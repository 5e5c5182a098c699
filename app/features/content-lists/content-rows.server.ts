import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";

import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb, type Database } from "~/platform/db/client.server";
import type { blogPosts, faqs } from "~/platform/db/schema";

import { recordContentChange, type ContentEditor, type ContentRow } from "./content-activity.server";
import type { ContentEntity } from "./content-entity";

/*
 * The writes and counts the FAQ and post models share: rows found by id, each change and its
 * activity row in one transaction, announced (content-events.server.ts) once committed so
 * that cached pages can follow. Delete in the admin moves a row to the Trash (deleted_at set):
 * a row there can be restored or deleted forever, and is deleted by itself after TRASH_DAYS
 * (app/features/content-lists/trash-view.ts).
 */

type ContentTable = typeof faqs | typeof blogPosts;

/** Sets `values` on the row with that id, logs and announces it; null when no row outside the Trash has that id. */
export async function updateContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  values: PgUpdateSetSource<T>,
  editor?: ContentEditor,
): Promise<T["$inferSelect"] | null> {
  const row = await getDb().transaction(async (tx) => {
    // Drizzle cannot name a row's type for a table given as a type parameter.
    const [before] = (await tx
      .select()
      .from(table as ContentTable)
      .where(and(eq(table.id, id), isNull(table.deletedAt)))
      .for("update")) as ContentRow[];
    // A row in the Trash is not edited or published: it is restored first.
    if (!before) return null;
    const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as T["$inferSelect"][];
    await recordContentChange(tx, editor, { entity, action: "updated", row: after as ContentRow, before });
    return after ?? null;
  });
  if (row) announceContentChange({ entity });
  return row;
}

/** Moves the row with that id to the Trash, logs and announces it; null when no row outside the Trash has that id. */
export async function trashContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<T["$inferSelect"] | null> {
  return moveRow(table, entity, id, editor, "trashed");
}

/** Takes the row with that id out of the Trash, logs and announces it; null when the Trash has no such row. */
export async function restoreContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<T["$inferSelect"] | null> {
  return moveRow(table, entity, id, editor, "restored");
}

async function moveRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  editor: ContentEditor | undefined,
  action: "trashed" | "restored",
): Promise<T["$inferSelect"] | null> {
  const trashing = action === "trashed";
  const row = await getDb().transaction(async (tx) => {
    const [moved] = (await tx
      .update(table)
      // The database's clock, as the purge compares with it.
      .set({ deletedAt: trashing ? sql`now()` : null } as PgUpdateSetSource<T>)
      .where(and(eq(table.id, id), trashing ? isNull(table.deletedAt) : isNotNull(table.deletedAt)))
      .returning()) as T["$inferSelect"][];
    if (moved) await recordContentChange(tx, editor, { entity, action, row: moved as ContentRow });
    return moved ?? null;
  });
  if (row) announceContentChange({ entity });
  return row;
}

/** Deletes for good the row with that id from the Trash, logs and announces it; false when the Trash has no such row. */
export async function deleteContentRowForever(
  table: ContentTable,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<boolean> {
  const deleted = await getDb().transaction(async (tx) => {
    const [row] = (await tx
      .delete(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning()) as ContentRow[];
    if (row) await recordContentChange(tx, editor, { entity, action: "deleted", row });
    return Boolean(row);
  });
  if (deleted) announceContentChange({ entity });
  return deleted;
}

/** Deletes the rows moved to the Trash before `cutoff` (the purge job); how many. */
export async function purgeTrashedRows(table: ContentTable, cutoff: Date, db: Database = getDb()): Promise<number> {
  const purged = await db.delete(table).where(lt(table.deletedAt, cutoff)).returning({ id: table.id });
  return purged.length;
}

/** Rows outside the Trash: the admin lists and the dashboard's counts. */
export function notInTrash(table: ContentTable): SQL {
  return isNull(table.deletedAt);
}

/** How many rows the table has, or only those `where` selects (e.g. the published ones). */
export async function countContentRows(table: ContentTable, where?: SQL): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** How many rows are in the Trash. */
export function countTrashedRows(table: ContentTable): Promise<number> {
  return countContentRows(table, isNotNull(table.deletedAt));
}

/** A page of the Trash, the most recently deleted first, and how many rows it holds in all. */
export async function listTrashedRowsPage<T extends ContentTable>(
  table: T,
  page: number,
  perPage: number,
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1 (got ${page})`);
  const [rows, total] = await Promise.all([
    getDb()
      .select()
      .from(table as ContentTable)
      .where(isNotNull(table.deletedAt))
      .orderBy(desc(table.deletedAt), asc(table.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    countTrashedRows(table),
  ]);
  return { rows: rows as T["$inferSelect"][], total };
}
