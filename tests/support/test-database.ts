import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { sql } from "drizzle-orm";
import {
  openDatabase,
  setActiveDatabase,
  type DatabaseHandle,
  type Engine,
} from "~/db/client.server";
import { applyMigrations } from "~/db/migrate.server";

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

/** A fresh, migrated database of its own, for one test file or suite. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "pglite") {
    const handle = await openDatabase({ engine: "pglite", dataDir: null });
    await applyMigrations(handle);
    return { ...handle, destroy: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ engine: "postgres", url: url.toString() });
  await applyMigrations(handle);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const contentTables = ["post_slug_redirects", "blog_posts", "faqs", "session", "account", "verification", "rate_limit", '"user"'];

/** Empties every table, so each test starts from nothing. */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql.raw(`TRUNCATE ${contentTables.join(", ")} CASCADE`));
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
      }, 60_000);
      beforeEach(async () => {
        setActiveDatabase(database);
        await truncateAll(database);
      });
      afterAll(async () => {
        setActiveDatabase(undefined);
        await database?.destroy();
      });
      suite(engine);
    });
  }
}
