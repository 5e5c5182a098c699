import { randomBytes } from "node:crypto";
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

import { parseConfig } from "~/platform/config/env.server";
import { openDatabase, setActiveDatabase, type DatabaseHandle, type Engine } from "~/platform/db/client.server";
import { faqs } from "~/platform/db/schema";
import { runTaskIfDue } from "~/platform/tasks/task-runner.server";

import { databaseUrl, withServerClient } from "../../../tests/support/migrated-snapshots";
import { tempDir } from "../../../tests/support/temp-dir";
import { createTestDatabase, testEngines, truncateAll } from "../../../tests/support/test-database";
import {
  BackupBeforeMigrationError,
  listBackups,
  migrateAfterBackup,
  takeDailyBackup,
} from "./automatic-backups.server";
import { dailyBackupFailure, dailyBackupTaskFor, latestDailyBackupTime } from "./daily-backup-task.server";

const root = path.resolve(import.meta.dirname, "../../..");
const workDir = tempDir("automatic-backups-");
let dirs = 0;
const newDir = () => path.join(workDir, `backups-${++dirs}`);
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  setActiveDatabase(undefined);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * The migration that renames job_runs to task_runs: a database from before it has a table the
 * current schema no longer names, which the backup must still hold. Named, not "the last":
 * later migrations come after it.
 */
const RENAME_MIGRATION = "0005_rename_job_runs_to_task_runs";

/** The committed migrations before the rename: a database as that version left it, and how many are then pending. */
function migrationsBeforeTheRename(): { folder: string; pending: number } {
  const folder = path.join(workDir, `drizzle-${++dirs}`);
  cpSync(path.join(root, "drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const rename = journal.entries.findIndex((entry) => entry.tag === RENAME_MIGRATION);
  if (rename < 0) throw new Error(`no migration ${RENAME_MIGRATION} in drizzle/meta/_journal.json`);
  const pending = journal.entries.length - rename;
  journal.entries = journal.entries.slice(0, rename);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, pending };
}

/** A new, empty database of `engine`. */
async function emptyDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === "pglite") {
    const handle = await openDatabase({ engine: "pglite", dataDir: null });
    cleanups.push(() => handle.close());
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `backup_${randomBytes(6).toString("hex")}`;
  await withServerClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ engine: "postgres", url: databaseUrl(serverUrl, name) });
  cleanups.push(async () => {
    await handle.close();
    await withServerClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return handle;
}

async function migrateWith(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.engine === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

async function tableExists(handle: DatabaseHandle, name: string): Promise<boolean> {
  const result = (await handle.db.execute(
    sql`SELECT to_regclass(${`public.${name}`}) IS NOT NULL AS present`,
  )) as unknown as {
    rows: { present: boolean }[];
  };
  return result.rows[0]!.present;
}

const configWith = (env: Record<string, string>) => parseConfig({ DATA_DIR: workDir, ...env });

describe.each(testEngines)("the backup before pending migrations, on %s", (engine) => {
  it(
    "is written, readable by its owner only, with the tables as they were, then the migrations apply",
    {
      timeout: 60_000,
    },
    async () => {
      const handle = await emptyDatabase(engine);
      const { folder, pending } = migrationsBeforeTheRename();
      await migrateWith(handle, folder);
      // A pending migration renames job_runs to task_runs: the backup must hold the old name.
      await handle.db.execute(sql`INSERT INTO job_runs (name, last_run_at) VALUES ('inbox-retention', now())`);
      const dir = newDir();
      const logged: string[] = [];
      await migrateAfterBackup(handle, configWith({ BACKUP_DIR: dir }), (line) => logged.push(line));

      const [backup, ...others] = await listBackups(dir);
      expect(others).toEqual([]);
      expect(backup!.kind).toBe("before-migration");
      expect(statSync(backup!.path).mode & 0o777).toBe(0o600);
      expect(logged).toEqual([
        `Backed up the database to ${backup!.path} before applying ${pending} pending migration(s).`,
      ]);
      const lines = readFileSync(backup!.path, "utf8").trimEnd().split("\n");
      expect(lines.some((line) => line.startsWith('{"table":"job_runs"'))).toBe(true);
      expect(await tableExists(handle, "task_runs")).toBe(true);
    },
  );

  it("is not taken for a new database, nor when nothing is pending", { timeout: 60_000 }, async () => {
    const handle = await emptyDatabase(engine);
    const dir = newDir();
    await migrateAfterBackup(handle, configWith({ BACKUP_DIR: dir }), () => {});
    await migrateAfterBackup(handle, configWith({ BACKUP_DIR: dir }), () => {});
    expect(await listBackups(dir)).toEqual([]);
  });

  it("stops the start, applying nothing, when it cannot be written", { timeout: 60_000 }, async () => {
    const handle = await emptyDatabase(engine);
    const { folder, pending } = migrationsBeforeTheRename();
    await migrateWith(handle, folder);
    const notADirectory = path.join(workDir, `file-${++dirs}`);
    writeFileSync(notADirectory, "");
    const attempt = migrateAfterBackup(handle, configWith({ BACKUP_DIR: notADirectory }), () => {});
    await expect(attempt).rejects.toThrow(BackupBeforeMigrationError);
    await expect(attempt).rejects.toThrow(
      new RegExp(
        `^Could not back up the database before applying ${pending} pending migration\\(s\\), so none was applied: `,
      ),
    );
    expect(await tableExists(handle, "job_runs")).toBe(true);
  });
});

describe("3 AM agency time", () => {
  it("is the latest one at or before now, in summer and winter time", () => {
    // CDT (UTC-5) in July, CST (UTC-6) in January.
    expect(latestDailyBackupTime(new Date("2026-07-10T08:00:00Z")).toISOString()).toBe("2026-07-10T08:00:00.000Z");
    expect(latestDailyBackupTime(new Date("2026-07-10T07:59:59Z")).toISOString()).toBe("2026-07-09T08:00:00.000Z");
    expect(latestDailyBackupTime(new Date("2026-01-10T12:00:00Z")).toISOString()).toBe("2026-01-10T09:00:00.000Z");
    // The spring-forward night (March 8, 2026): 3 AM CDT is 08:00 UTC.
    expect(latestDailyBackupTime(new Date("2026-03-08T09:00:00Z")).toISOString()).toBe("2026-03-08T08:00:00.000Z");
  });
});

describe.each(testEngines)("the daily backup, on %s", (engine) => {
  it(
    "runs once after each 3 AM on the clock it is given, keeps the newest BACKUP_KEEP, and reports a failure until a success",
    {
      timeout: 60_000,
    },
    async () => {
      const handle = await createTestDatabase(engine);
      cleanups.push(() => handle.destroy());
      setActiveDatabase(handle);
      await truncateAll(handle);
      await handle.db.insert(faqs).values({ question: "Kept?", answer: "Daily.", displayOrder: 0, isPublished: true });
      const dir = newDir();
      let backups = { dir, keep: 3, authSecretInEnvironment: false, authSecret: null };
      const task = dailyBackupTaskFor(() => backups);
      const logged: string[] = [];
      const at = (iso: string) => runTaskIfDue(handle, task, new Date(iso), (line) => logged.push(line));

      // January: 3 AM CST is 09:00 UTC.
      expect(await at("2026-01-10T15:00:00Z")).toBe("ran"); // never run: the first look takes one
      expect(await at("2026-01-11T08:59:00Z")).toBe("not-due");
      for (const day of [11, 12, 13, 14]) expect(await at(`2026-01-${day}T09:00:30Z`)).toBe("ran");
      expect(await at("2026-01-14T20:00:00Z")).toBe("not-due");
      const kept = await listBackups(dir);
      expect(kept.map((file) => file.takenAt.toISOString())).toEqual([
        "2026-01-12T09:00:30.000Z",
        "2026-01-13T09:00:30.000Z",
        "2026-01-14T09:00:30.000Z",
      ]);
      expect(kept.every((file) => (statSync(file.path).mode & 0o777) === 0o600)).toBe(true);
      expect(readFileSync(kept[2]!.path, "utf8")).toContain('"question":"Kept?"');
      expect(logged.at(-1)).toMatch(/^job daily-backup: backed up \d+ rows to .+; removed 1 older daily backup\(s\)$/);
      expect(await dailyBackupFailure()).toBeNull();

      // The disk is gone: logged, and kept for the dashboard until a backup succeeds.
      const notADirectory = path.join(workDir, `file-${++dirs}`);
      writeFileSync(notADirectory, "");
      backups = { ...backups, dir: notADirectory };
      expect(await at("2026-01-15T09:01:00Z")).toBe("ran");
      expect(logged.at(-1)).toMatch(/^job daily-backup failed: /);
      expect(await dailyBackupFailure()).toMatchObject({ at: new Date("2026-01-15T09:01:00Z") });
      backups = { ...backups, dir };
      expect(await at("2026-01-16T09:01:00Z")).toBe("ran");
      expect(await dailyBackupFailure()).toBeNull();
    },
  );

  it("removes what a killed backup left half-written", async () => {
    const handle = await createTestDatabase(engine);
    cleanups.push(() => handle.destroy());
    const dir = newDir();
    const backups = { dir, keep: 7, authSecretInEnvironment: false, authSecret: null };
    await takeDailyBackup(handle, backups, new Date("2026-02-01T09:00:00Z"));
    writeFileSync(path.join(dir, "backup-2026-02-02T09-00-00Z-daily.jsonl.partial"), "{");
    await takeDailyBackup(handle, backups, new Date("2026-02-03T09:00:00Z"));
    expect(readdirSync(dir).sort()).toEqual([
      "backup-2026-02-01T09-00-00Z-daily.jsonl",
      "backup-2026-02-03T09-00-00Z-daily.jsonl",
    ]);
  });
});
