/*
 * Vitest global setup: a directory and a template database name of this run's own, for the
 * migrated snapshots that tests/support/test-database.ts copies into each test file's
 * database. Nothing is built here: a run without data tests pays nothing. At the end, the
 * directory and the PostgreSQL template (if a test file made one) are removed. In watch mode
 * the run is the whole session: restart it after adding a migration.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { dropPostgresTemplate } from "./migrated-snapshots";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseRun: { dir: string; postgresTemplate: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "teamwork-test-db-"));
  // Unique per run: runs sharing one PostgreSQL server never touch each other's template.
  const postgresTemplate = `test_template_${randomBytes(6).toString("hex")}`;
  project.provide("testDatabaseRun", { dir, postgresTemplate });
  // Code under test sends mail (sign-in and password notices) to \${DATA_DIR}/outbox: this
  // run's own directory, never ./data. A test file that reads its mail sets its own first.
  process.env.DATA_DIR = path.join(dir, "data");
  return async () => {
    try {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (serverUrl) await dropPostgresTemplate(serverUrl, postgresTemplate);
    } finally {
      // Also when PostgreSQL is gone by now (its throwaway server stopped first).
      await rm(dir, { recursive: true, force: true });
    }
  };
}
