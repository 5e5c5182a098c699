import { cp } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";

import { migratedPgliteSnapshot } from "./migrated-snapshots";
import { oncePerRun } from "./once-per-run";
import { tempDir } from "./temp-dir";

/**
 * A new DATA_DIR holding this run's migrated embedded database, for a test that starts the
 * server or a command-line script on one. Copying it takes a fraction of a second where a new
 * database (PGlite's initdb, then the migrations) takes about six seconds of a busy core.
 * Tests of a first start, on an empty DATA_DIR, make their own with tempDir. Removed when the
 * test file ends (tests/support/temp-dir.ts).
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = tempDir(prefix);
  await copyMigratedDatabaseInto(dataDir);
  return dataDir;
}

/** Puts this run's migrated embedded database into `dataDir`, a DATA_DIR without one yet. */
export async function copyMigratedDatabaseInto(dataDir: string): Promise<void> {
  const runDir = inject("testDatabaseRun").dir;
  const template = await oncePerRun(runDir, "pglite-data-dir", async () => {
    const target = path.join(runDir, "pglite-data-dir");
    const client = await PGlite.create(target, { loadDataDir: await migratedPgliteSnapshot(runDir) });
    await client.close();
    return target;
  });
  await cp(template, path.join(dataDir, "pglite"), { recursive: true });
}
