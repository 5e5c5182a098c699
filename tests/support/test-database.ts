import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, inject } from "vitest";

import { flushActivity } from "~/features/activity/activity.server";
import { settingsCache } from "~/features/settings/settings.server";
import { openDatabase, setActiveDatabase, type DatabaseHandle, type Engine } from "~/platform/db/client.server";

import {
  databaseUrl,
  migratedPgliteSnapshot,
  migratedPostgresTemplate,
  openInMemoryPglite,
  withServerClient,
} from "./migrated-snapshots";

/**
 * The engines the data-layer tests run on: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL points to a server where the test user may create databases
 * (.ci/run starts one, so CI always runs both).
 */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends DatabaseHandle {
  /** Drops the throwaway database (PostgreSQL) or closes the in-memory one (PGlite). */
  destroy(): Promise<void>;
}

function testDatabaseRun() {
  const run = inject("testDatabaseRun");
  if (!run)
    throw new Error("tests/support/test-database-setup.ts is not among Vitest's globalSetup (vitest.config.ts).");
  return run;
}

/**
 * A fresh, migrated database of its own, for one test file or suite: a copy of the run's
 * migrated snapshot (tests/support/migrated-snapshots.ts), so the migrations run once per run.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const run = testDatabaseRun();
  if (engine === "pglite") {
    const handle = await openInMemoryPglite(await migratedPgliteSnapshot(run.dir));
    return { ...handle, destroy: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = await migratedPostgresTemplate(run.dir, serverUrl, run.postgresTemplate);
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withServerClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const handle = await openDatabase({ engine: "postgres", url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await withServerClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const contentTables = [
  "site_settings",
  "inbox_replies",
  "contact_messages",
  "task_runs",
  "post_slug_redirects",
  "blog_posts",
  "media_variants",
  "media",
  "faqs",
  "session",
  "account",
  "verification",
  "rate_limit",
  "activity_log",
  "application_notes",
  "application_stage_changes",
  "application_resumes",
  "applications",
  "jobs",
  "two_factor",
  "passkey",
  "staff_invitations",
  '"user"',
];

/**
 * The listed tables and every table that references one of them, as TRUNCATE ... CASCADE
 * would empty them (post_revisions, for one), from the database's own foreign keys.
 */
async function tablesToEmpty(handle: DatabaseHandle): Promise<string[]> {
  const listed = contentTables.map((name) => `'${name}'::regclass`).join(", ");
  const result = (await handle.db.execute(
    sql.raw(`WITH RECURSIVE emptied(oid) AS (
      SELECT unnest(ARRAY[${listed}])::oid
      UNION SELECT c.conrelid FROM pg_constraint c JOIN emptied ON c.confrelid = emptied.oid WHERE c.contype = 'f'
    ) SELECT oid::regclass::text AS name FROM emptied`),
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

const emptiedTables = new WeakMap<DatabaseHandle["db"], Promise<string[]>>();

/**
 * Empties every table, so each test starts from nothing. DELETE with the foreign keys' checks
 * off for the statement (session_replication_role, local to its transaction) rather than
 * TRUNCATE: a TRUNCATE of 23 tables gives each a new file, about 230 ms on both engines,
 * before every one of some 1,500 data tests; the DELETEs of a test's few rows take 10-20 ms.
 */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  let tables = emptiedTables.get(handle.db);
  if (!tables) emptiedTables.set(handle.db, (tables = tablesToEmpty(handle)));
  const names = await tables;
  const deletes = names.map((table) => `DELETE FROM ${table};`).join(" ");
  try {
    await handle.db.execute(
      sql.raw(`DO $$ BEGIN PERFORM set_config('session_replication_role', 'replica', true); ${deletes} END $$`),
    );
  } catch {
    // A TEST_DATABASE_URL role that is not a superuser may not turn the checks off.
    await handle.db.execute(sql.raw(`TRUNCATE ${names.join(", ")} CASCADE`));
  }
  // The settings kept in memory are those of the rows just removed.
  settingsCache.invalidate();
}

/**
 * Runs `suite` once per engine, with that engine's database active for the models
 * (getDb()) and emptied before each test.
 */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of testEngines) {
    describe(`${name} [${engine}]`, () => {
      let database: TestDatabase;
      beforeAll(async () => {
        database = await createTestDatabase(engine);
        // The run's first data test file also builds the migrated snapshot.
      }, 120_000);
      beforeEach(async () => {
        // Sign-in rows still being written in the background belong to the previous test.
        await flushActivity();
        setActiveDatabase(database);
        await truncateAll(database);
      });
      afterAll(async () => {
        await flushActivity();
        setActiveDatabase(undefined);
        await database?.destroy();
      });
      suite(engine);
    });
  }
}
