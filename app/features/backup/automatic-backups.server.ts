import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import type { ServerConfig } from "~/platform/config/env.server";
import type { DatabaseHandle } from "~/platform/db/client.server";
import { applyMigrations } from "~/platform/db/migrate.server";
import { errorSummary } from "~/platform/http/describe-error.server";

import { writeBackupAsStored } from "./backup-as-stored.server";
import { writeBackup } from "./backup.server";
import { backupSigningKey } from "./signing-key.server";

/*
 * The backups the server takes by itself (docs/backups.md#automatic-backups): one before it
 * applies pending migrations, and one a day at 3 AM agency time (daily-backup-task.server.ts).
 * They go to BACKUP_DIR, or ${DATA_DIR}/backups for the embedded database; on PostgreSQL
 * without BACKUP_DIR there are none (its operators back it up with their own tools). Of each
 * kind the newest BACKUP_KEEP are kept.
 */

type AutomaticBackupKind = "daily" | "before-migration";

export interface AutomaticBackups {
  dir: string;
  keep: number;
  authSecretInEnvironment: boolean;
  /** BETTER_AUTH_SECRET, when set; else the site's generated one signs the archives. */
  authSecret: string | null;
}

/** Where and how many, from the configuration; null when this server takes none. */
export function automaticBackupsOf(config: ServerConfig): AutomaticBackups | null {
  if (!config.backups.dir) return null;
  return {
    dir: config.backups.dir,
    keep: config.backups.keep,
    authSecretInEnvironment: config.authSecret !== null,
    authSecret: config.authSecret,
  };
}

const FILE_PATTERN = /^backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)-(daily|before-migration)\.jsonl$/;

/** backup-2026-05-01T08-00-00Z-daily.jsonl: names sort by time. */
function backupFileName(kind: AutomaticBackupKind, at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z-${kind}.jsonl`;
}

export interface BackupFile {
  name: string;
  path: string;
  kind: AutomaticBackupKind;
  takenAt: Date;
  bytes: number;
}

/** The automatic backups in `dir`, oldest first (none when the directory does not exist yet). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names.sort()) {
    const match = FILE_PATTERN.exec(name);
    if (!match) continue;
    const [date, time] = match[1]!.split("T") as [string, string];
    const file = path.join(dir, name);
    files.push({
      name,
      path: file,
      kind: match[2] as AutomaticBackupKind,
      takenAt: new Date(`${date}T${time.replace(/-/g, ":")}`),
      bytes: (await stat(file)).size,
    });
  }
  return files;
}

async function backupPath(backups: AutomaticBackups, kind: AutomaticBackupKind, now: Date): Promise<string> {
  await mkdir(backups.dir, { recursive: true, mode: 0o700 });
  return path.join(backups.dir, backupFileName(kind, now));
}

/** Deletes the oldest of `kind` beyond `keep`, and archives a killed process left half-written. */
async function rotate(backups: AutomaticBackups, kind: AutomaticBackupKind): Promise<number> {
  const ofKind = (await listBackups(backups.dir)).filter((file) => file.kind === kind);
  const old = ofKind.slice(0, Math.max(0, ofKind.length - backups.keep));
  for (const file of old) await rm(file.path, { force: true });
  for (const name of await readdir(backups.dir)) {
    if (name.startsWith("backup-") && name.endsWith(".jsonl.partial"))
      await rm(path.join(backups.dir, name), { force: true });
  }
  return old.length;
}

/** The daily backup, then the rotation; what the task runner logs. */
export async function takeDailyBackup(handle: DatabaseHandle, backups: AutomaticBackups, now: Date): Promise<string> {
  const file = await backupPath(backups, "daily", now);
  const header = await writeBackup(handle, file, {
    authSecretInEnvironment: backups.authSecretInEnvironment,
    signingKey: await backupSigningKey(handle.db, backups.authSecret),
  });
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  const removed = await rotate(backups, "daily");
  return `backed up ${rows} rows to ${file}${removed > 0 ? `; removed ${removed} older daily backup(s)` : ""}`;
}

/** Thrown when the backup before migrations fails: the start stops and no migration is applied. */
export class BackupBeforeMigrationError extends Error {
  override name = "BackupBeforeMigrationError";
}

/**
 * The backup before `pending` migrations are applied, of the tables as the previous version
 * left them (backup-as-stored.server.ts), so that the previous version can restore it.
 */
async function backupBeforeMigrations(
  handle: DatabaseHandle,
  backups: AutomaticBackups,
  pending: number,
  now = new Date(),
): Promise<string> {
  try {
    const file = await backupPath(backups, "before-migration", now);
    await writeBackupAsStored(handle, file, {
      authSecretInEnvironment: backups.authSecretInEnvironment,
      signingKey: await backupSigningKey(handle.db, backups.authSecret),
    });
    await rotate(backups, "before-migration");
    return `Backed up the database to ${file} before applying ${pending} pending migration(s).`;
  } catch (error) {
    throw new BackupBeforeMigrationError(
      `Could not back up the database before applying ${pending} pending migration(s), so none was applied: ${errorSummary(error)}. Make room in ${backups.dir} (or set BACKUP_DIR to a writable directory) and start again.`,
    );
  }
}

/**
 * Applies the pending migrations, after a backup of the database as it is when there are any
 * (and the database is not new); `log` gets the line saying where the backup went.
 */
export async function migrateAfterBackup(
  handle: DatabaseHandle,
  config: ServerConfig,
  log: (message: string) => void,
): Promise<void> {
  const backups = automaticBackupsOf(config);
  await applyMigrations(handle, {
    beforeApplying: backups
      ? async (pending) => log(await backupBeforeMigrations(handle, backups, pending))
      : undefined,
  });
}
