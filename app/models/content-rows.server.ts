import { count, eq, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";

import { getDb } from "~/db/client.server";
import type { blogPosts, faqs } from "~/db/schema";

import { announceContentChange, type ContentEntity } from "./content-events.server";

/*
 * The writes and counts the FAQ and post models share: rows found by id, every change
 * announced (content-events.server.ts) so that cached pages can follow.
 */

type ContentTable = typeof faqs | typeof blogPosts;

/** Sets `values` on the row with that id and announces it; null when no row has that id. */
export async function updateContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<T["$inferSelect"] | null> {
  // Drizzle cannot name the returned row's type for a table given as a type parameter.
  const [row] = (await getDb().update(table).set(values).where(eq(table.id, id)).returning()) as T["$inferSelect"][];
  if (row) announceContentChange({ entity });
  return row ?? null;
}

/** Deletes the row with that id and announces it; false when no row has that id. */
export async function deleteContentRow(table: ContentTable, entity: ContentEntity, id: string): Promise<boolean> {
  const deleted = await getDb().delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (deleted.length > 0) announceContentChange({ entity });
  return deleted.length > 0;
}

/** How many rows the table has, or only those `where` selects (e.g. the published ones). */
export async function countContentRows(table: ContentTable, where?: SQL): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}
