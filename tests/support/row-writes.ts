import { sql } from "drizzle-orm";

import { getDb } from "~/platform/db/client.server";

/*
 * Counting the rows a request writes, for the fuzz suite: a row trigger on every table of
 * the active test database adds one to a counter for each row inserted, updated or deleted.
 * Reading the counter is one cheap query, where a digest of every table (site-state.ts)
 * costs a scan per request; and a write that leaves a row as it was counts too. A write
 * rolled back with its transaction rolls the count back with it: it wrote nothing.
 */

const COUNTER = "test_row_writes";
const TRIGGER = "test_count_row_write";

/**
 * Tables that exist to count or record refusals, and the counter itself: rate_limit
 * (refused requests are counted) and activity_log, which records every failed sign-in with
 * its reason (a change's own row commits in the change's transaction, so a refused change
 * writes none there either).
 */
const NOT_WATCHED = new Set(["rate_limit", "activity_log", COUNTER, "__drizzle_migrations"]);

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/**
 * Installs the counter on the active database (again after a truncate: it is idempotent)
 * and answers the tables it watches.
 */
export async function watchRowWrites(): Promise<string[]> {
  const db = getDb();
  await db.execute(sql.raw(`CREATE TABLE IF NOT EXISTS ${COUNTER} (n bigint NOT NULL)`));
  await db.execute(sql.raw(`DELETE FROM ${COUNTER}`));
  await db.execute(sql.raw(`INSERT INTO ${COUNTER} VALUES (0)`));
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE ${COUNTER} SET n = n + 1; RETURN NULL; END $$`),
  );
  const tables = rowsOf(
    await db.execute(
      sql.raw(`SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`),
    ),
  )
    .map((row) => String(row.table_name))
    .filter((table) => !NOT_WATCHED.has(table));
  for (const table of tables) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS ${TRIGGER} ON "${table}"`));
    await db.execute(
      sql.raw(`CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION ${TRIGGER}()`),
    );
  }
  return tables;
}

/** How many rows have been written since watchRowWrites. */
export async function rowWrites(): Promise<number> {
  const rows = rowsOf(await getDb().execute(sql.raw(`SELECT n FROM ${COUNTER}`)));
  return Number(rows[0]!.n);
}
