import { count, eq, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";

import { getDb } from "~/db/client.server";
import type { blogPosts, faqs } from "~/db/schema";

import { recordContentChange, type ContentEditor, type ContentRow } from "./content-activity.server";
import { announceContentChange, type ContentEntity } from "./content-events.server";

/*
 * The writes and counts the FAQ and post models share: rows found by id, each change and its
 * activity row in one transaction, announced (content-events.server.ts) once committed so
 * that cached pages can follow.
 */

type ContentTable = typeof faqs | typeof blogPosts;

/** Sets `values` on the row with that id, logs and announces it; null when no row has that id. */
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
      .where(eq(table.id, id))
      .for("update")) as ContentRow[];
    if (!before) return null;
    const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as T["$inferSelect"][];
    await recordContentChange(tx, editor, { entity, action: "updated", row: after as ContentRow, before });
    return after ?? null;
  });
  if (row) announceContentChange({ entity });
  return row;
}

/** Deletes the row with that id, logs and announces it; false when no row has that id. */
export async function deleteContentRow(
  table: ContentTable,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<boolean> {
  const deleted = await getDb().transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as ContentRow[];
    if (row) await recordContentChange(tx, editor, { entity, action: "deleted", row });
    return Boolean(row);
  });
  if (deleted) announceContentChange({ entity });
  return deleted;
}

/** How many rows the table has, or only those `where` selects (e.g. the published ones). */
export async function countContentRows(table: ContentTable, where?: SQL): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
