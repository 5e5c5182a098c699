import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { getDb } from "~/platform/db/client.server";

/**
 * Sets `column` of these rows to distinct times a minute apart, in the order given, the first
 * at `start`; answers those times. For the timestamps the code stamps itself, newest-first
 * lists' keys: the database's now() (PGlite keeps milliseconds) or JavaScript's new Date().
 * Rows written in quick succession may share a millisecond, and a list then orders them by
 * their random ids.
 */
export async function timesInOrder(
  column: AnyPgColumn,
  rows: readonly { id: string }[],
  start: number = Date.UTC(2026, 0, 1),
): Promise<Date[]> {
  const times = rows.map((_, minute) => new Date(start + minute * 60_000));
  for (const [index, row] of rows.entries())
    await getDb().execute(
      sql`update ${column.table} set ${sql.identifier(column.name)} = ${times[index]!.toISOString()}::timestamptz where id = ${row.id}`,
    );
  return times;
}
