import { randomBytes } from "node:crypto";

import { afterAll, describe, expect, it } from "vitest";

import { databaseUrl, withServerClient } from "../../../tests/support/migrated-snapshots";
import { openDatabase } from "./client.server";
import { applyMigrations } from "./migrate.server";

const serverUrl = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(4).toString("hex");
const role = `limited_${suffix}`;
const database = `limited_${suffix}`;

afterAll(async () => {
  if (!serverUrl) return;
  await withServerClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.query(`DROP ROLE IF EXISTS ${role}`);
  });
});

async function migrateAs(): Promise<string> {
  const url = new URL(databaseUrl(serverUrl!, database));
  url.username = role;
  url.password = "";
  const handle = await openDatabase({ engine: "postgres", url: url.toString() });
  try {
    await applyMigrations(handle);
    return "migrated";
  } catch (error) {
    return (error as Error).message;
  } finally {
    await handle.close();
  }
}

describe.runIf(serverUrl)("a PostgreSQL role without the rights to migrate", () => {
  it("gets one line naming the role, the database and the GRANT that fixes it", { timeout: 60_000 }, async () => {
    await withServerClient(serverUrl!, async (client) => {
      await client.query(`CREATE ROLE ${role} LOGIN`);
      await client.query(`CREATE DATABASE ${database}`);
      // Since PostgreSQL 15 only the owner creates in schema public; say so on older servers too.
      await client.query(`REVOKE CREATE ON DATABASE ${database} FROM PUBLIC`);
    });
    const onDatabase = await migrateAs();
    expect(onDatabase).not.toContain("\n");
    expect(onDatabase).toMatch(
      new RegExp(
        `^The PostgreSQL role "${role}" may not create the tables of database "${database}" \\(permission denied for database ${database}\\): as the database's owner or a superuser, run GRANT CREATE ON DATABASE "${database}" TO "${role}"; \\(or ALTER DATABASE "${database}" OWNER TO "${role}";\\) then start again\\.$`,
      ),
    );

    await withServerClient(databaseUrl(serverUrl!, database), async (client) => {
      await client.query(`GRANT CREATE ON DATABASE ${database} TO ${role}`);
      await client.query(`REVOKE CREATE ON SCHEMA public FROM PUBLIC`);
    });
    const onSchema = await migrateAs();
    expect(onSchema).toMatch(
      new RegExp(`run GRANT CREATE ON SCHEMA public TO "${role}"; \\(or ALTER SCHEMA public OWNER TO "${role}";\\)`),
    );

    await withServerClient(databaseUrl(serverUrl!, database), (client) =>
      client.query(`GRANT CREATE ON SCHEMA public TO ${role}`),
    );
    expect(await migrateAs()).toBe("migrated");
  });
});
