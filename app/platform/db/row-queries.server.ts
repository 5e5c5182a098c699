import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { getDb, type Database } from "./client.server";

/*
 * Two shapes of read every list and page of the app repeats: one page of a list with the
 * number of rows its filter keeps, and the one row a condition finds.
 */

/**
 * One page of `rows` (a select of `table` filtered by `where` and ordered; pages count from 1),
 * and how many rows `where` keeps in all, both asked at once.
 */
export async function pageWithTotal<Row>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  rows: { limit(count: number): { offset(count: number): PromiseLike<Row[]> } },
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: Row[]; total: number }> {
  const [found, [counted]] = await Promise.all([
    rows.limit(perPage).offset((page - 1) * perPage),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** The row of `table` that `where` finds (the first, when it could find more), or null. */
export async function findRow<Table extends PgTable>(
  table: Table,
  where: SQL | undefined,
  db: Database = getDb(),
): Promise<Table["$inferSelect"] | null> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return (row as Table["$inferSelect"] | undefined) ?? null;
}
