import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { lockDataDir } from "~/platform/db/data-dir-lock.server";

import { runScript, type ScriptOutcome } from "../tests/support/script-process";
import { projectRoot } from "../tests/support/serve";
import { tempDir } from "../tests/support/temp-dir";
import { createTestDatabase, testEngines, type TestDatabase } from "../tests/support/test-database";

/** Runs `npm run seed -- …` as a developer would (through tsx). */
function seed(args: string[], env: Record<string, string>): Promise<ScriptOutcome> {
  return runScript([path.join(projectRoot, "node_modules/.bin/tsx"), "scripts/seed.ts", ...args], {
    DATABASE_URL: "",
    ...env,
  });
}

describe("npm run seed", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = tempDir("seed-cli-");
  });

  it("says to stop the server when it holds the embedded database", async () => {
    // This test process stands for the running server: it holds the data directory's lock.
    const lock = await lockDataDir(dataDir);
    try {
      const result = await seed([], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by another server (pid ${process.pid} on host `);
      expect(result.stderr).toContain("Stop the server, then run this command again.");
    } finally {
      await lock.release();
    }
  });

  it("refuses more FAQs than there are samples, before opening the database", async () => {
    const result = await seed(["--faqs", "5000"], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: --faqs must be a whole number from 0 to \d+\./);
  });
});

describe.runIf(testEngines.includes("postgres"))("npm run seed on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("fills an empty database, then refuses to add to it", async () => {
    const env = { DATABASE_URL: database.pool!.options.connectionString! };
    const first = await seed(["--faqs", "4", "--posts", "25"], env);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Seeded 4 FAQs (0 drafts) and 25 news posts (1 draft)");
    expect(first.stdout).toMatch(/Newest article: \/news\/[a-z0-9-]+/);

    const second = await seed([], env);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("already holds 4 FAQs and 25 posts; npm run seed fills an empty database only");
    expect(second.stderr).toContain("point DATABASE_URL at a new, empty database");
  }, 90_000);
});
