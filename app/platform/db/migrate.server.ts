import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PoolClient } from "pg";

import { DatabaseConfigError, type DatabaseHandle } from "./client.server";

/** The committed migrations live in ./drizzle at the project root, from source or from the build. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve("drizzle");
}

// Any fixed number shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 727_001;

export interface MigrationOptions {
  /**
   * Called before pending migrations are applied to a database that already has some (not on
   * a new, empty one), under the migration lock: a throw stops the start and applies none.
   */
  beforeApplying?: (pending: number) => Promise<void>;
}

type Executor = Pick<DatabaseHandle["db"], "execute">;

/** How many committed migrations this database has not had yet; null for a database that has none. */
async function countPendingMigrations(db: Executor, migrationsFolder: string): Promise<number | null> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const exists = (await db.execute(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return null;
  // Drizzle's migrator applies each migration newer than the last one applied.
  const last = (await db.execute(sql`SELECT max(created_at) AS at FROM drizzle.__drizzle_migrations`)) as unknown as {
    rows: { at: string | number | null }[];
  };
  const at = last.rows[0]?.at;
  if (at === null || at === undefined) return null;
  return journal.entries.filter((entry) => entry.when > Number(at)).length;
}

async function beforeApplying(db: Executor, migrationsFolder: string, options: MigrationOptions): Promise<void> {
  if (!options.beforeApplying) return;
  const pending = await countPendingMigrations(db, migrationsFolder);
  if (pending) await options.beforeApplying(pending);
}

export async function applyMigrations(handle: DatabaseHandle, options: MigrationOptions = {}): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.engine === "pglite") {
    await beforeApplying(handle.db, migrationsFolder, options);
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several app instances may start together on one PostgreSQL: serialise their migrations.
  const client = await handle.pool!.connect();
  try {
    await migratePostgres(client, handle, migrationsFolder, options);
  } catch (error) {
    throw (await permissionProblem(client, error)) ?? error;
  } finally {
    client.release();
  }
}

/**
 * A role that may not create the migrations' schema or tables: one line naming the role, the
 * database and the statement an owner runs to fix it (docs/postgresql.md).
 */
async function permissionProblem(client: PoolClient, error: unknown): Promise<DatabaseConfigError | null> {
  // Drizzle may wrap the driver's error: the code is on it or on its cause.
  const cause = [error, (error as { cause?: unknown }).cause].find(
    (candidate) => (candidate as { code?: string } | undefined)?.code === "42501",
  );
  if (!cause) return null;
  const message = (cause as Error).message;
  const { rows } = await client
    .query<{ role: string; database: string }>("SELECT current_user AS role, current_database() AS database")
    .catch(() => ({ rows: [] as { role: string; database: string }[] }));
  const { role, database } = rows[0] ?? { role: "?", database: "?" };
  const schema = /permission denied for schema (\S+)/.exec(message)?.[1];
  const fix = schema
    ? `GRANT CREATE ON SCHEMA ${schema} TO "${role}"; (or ALTER SCHEMA ${schema} OWNER TO "${role}";)`
    : `GRANT CREATE ON DATABASE "${database}" TO "${role}"; (or ALTER DATABASE "${database}" OWNER TO "${role}";)`;
  return new DatabaseConfigError(
    `The PostgreSQL role "${role}" may not create the tables of database "${database}" (${message}): as the database's owner or a superuser, run ${fix} then start again.`,
  );
}

async function migratePostgres(
  client: PoolClient,
  handle: DatabaseHandle,
  migrationsFolder: string,
  options: MigrationOptions,
): Promise<void> {
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    // The pool's other connections read the database meanwhile (the backup); this one holds the lock.
    await beforeApplying(handle.db, migrationsFolder, options);
    const { drizzle } = await import("drizzle-orm/node-postgres");
    await migrateNodePg(drizzle(client) as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
  }
}
