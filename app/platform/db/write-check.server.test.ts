import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "./client.server";
import { createWriteCheck } from "./write-check.server";

let database: TestDatabase;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase("postgres");
});
afterAll(() => database?.destroy());

/** Another handle on the test's migrated database, with its own connection options. */
function postgresHandle(options?: string): DatabaseHandle {
  const connectionString = (database.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  const pool = new pg.Pool({ connectionString, max: 1, options });
  return { db: drizzle(pool) as unknown as Database, engine: "postgres", label: "test", pool, close: () => pool.end() };
}

describe.runIf(process.env.TEST_DATABASE_URL)("the write check on PostgreSQL", () => {
  it("says when the server takes writes, and when it is read-only (a standby, default_transaction_read_only)", async () => {
    const writable = postgresHandle();
    const readOnly = postgresHandle("-c default_transaction_read_only=on");
    try {
      expect(await createWriteCheck(writable)()).toEqual({ writable: true });
      expect(await createWriteCheck(readOnly)()).toEqual({
        writable: false,
        problem: "read-only-database",
        reason: "the database is read-only",
      });
    } finally {
      await writable.close();
      await readOnly.close();
    }
  });

  it("reuses its answer for a while, and says when the server does not answer", async () => {
    const handle = postgresHandle();
    const check = createWriteCheck(handle, { ttlMs: 60_000 });
    expect(await check()).toEqual({ writable: true });
    await handle.close();
    expect(await check()).toEqual({ writable: true });
    const fresh = await createWriteCheck(handle)();
    expect(fresh).toMatchObject({ writable: false, problem: "unreachable" });
  });
});
