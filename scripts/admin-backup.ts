/**
 * `npm run admin -- backup --out FILE` and `restore --in FILE [--replace]`: the whole site in
 * one engine-independent archive, and back (app/features/backup/).
 */
import path from "node:path";

import { parseArguments, UsageError } from "./support/cli";

export const BACKUP_USAGE = `  backup         --out FILE
                 Write everything (content, media, settings, staff accounts; not
                 sessions) to FILE, readable by you only: it holds password hashes.
  restore        --in FILE [--replace] [--skip-signature]
                 Load FILE into an empty database of either engine. --replace
                 deletes what the database holds first. The archive must be signed
                 with this site's auth secret; --skip-signature loads one that is
                 not (made before the secret changed, e.g. on another machine).
  backups        List the backups the server took by itself (before migrations,
                 and daily at 3 AM), in BACKUP_DIR or DATA_DIR/backups.`;

export function isBackupCommand(command: string | undefined): command is "backup" | "restore" | "backups" {
  return command === "backup" || command === "restore" || command === "backups";
}

/** `backups`: the automatic backups, oldest first; needs no database (nor the embedded one's lock). */
async function listAutomaticBackups(): Promise<string> {
  const { getConfig } = await import("~/platform/config/env.server");
  const { automaticBackupsOf, listBackups } = await import("~/features/backup/automatic-backups.server");
  const backups = automaticBackupsOf(getConfig());
  if (!backups) return "The server takes no backups by itself on PostgreSQL unless BACKUP_DIR is set.";
  const files = await listBackups(backups.dir);
  if (files.length === 0) return `No automatic backups in ${backups.dir} yet.`;
  const rows = files.map((file) => [
    file.takenAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
    file.kind,
    `${(file.bytes / 1024).toFixed(0)} KB`,
    file.path,
  ]);
  const table = [["TAKEN", "KIND", "SIZE", "FILE"], ...rows];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Runs backup or restore on the server's database; the database modules load only once the arguments are right. */
export async function runBackupCommand(argv: string[]): Promise<string> {
  const { values, positionals } = parseArguments({
    args: argv,
    options: {
      out: { type: "string" },
      in: { type: "string" },
      replace: { type: "boolean" },
      "skip-signature": { type: "boolean" },
    },
    allowPositionals: true,
  });
  const command = positionals[0];
  if (command === "backups") {
    if (positionals.length > 1 || values.out || values.in || values.replace)
      throw new UsageError("backups takes no options.");
    return listAutomaticBackups();
  }
  if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}".`);
  if (command === "backup" && (!values.out || values.in || values.replace || values["skip-signature"]))
    throw new UsageError("backup takes --out FILE only.");
  if (command === "restore" && (!values.in || values.out))
    throw new UsageError("restore takes --in FILE and optionally --replace and --skip-signature.");

  const { getConfig } = await import("~/platform/config/env.server");
  const { setActiveDatabase } = await import("~/platform/db/client.server");
  const { openServerDatabase, undoNewEmbeddedFiles } = await import("./support/server-database");
  const config = getConfig();
  if (command === "restore") {
    // A damaged archive is refused before any database is made or migrated.
    const { verifyBackupArchive } = await import("~/features/backup/restore.server");
    await verifyBackupArchive(path.resolve(values.in!));
  }
  // A restore that fails anyway leaves an embedded DATA_DIR as it found it (no new database in it).
  const undo = command === "restore" ? await undoNewEmbeddedFiles(config.database) : async () => {};
  const handle = await openServerDatabase().catch(async (error: unknown) => {
    await undo();
    throw error;
  });
  let failed = false;
  try {
    if (command === "backup") {
      const { writeBackup } = await import("~/features/backup/backup.server");
      const { backupSigningKey } = await import("~/features/backup/signing-key.server");
      const out = path.resolve(values.out!);
      const secretInEnvironment = config.authSecret !== null;
      const header = await writeBackup(handle, out, {
        authSecretInEnvironment: secretInEnvironment,
        signingKey: await backupSigningKey(handle.db, config.authSecret),
      });
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      const secret = secretInEnvironment
        ? " The auth secret is BETTER_AUTH_SECRET and is not in the archive: keep its value with the backup."
        : "";
      return `Backed up ${rows} rows of ${handle.label} to ${out} (readable by you only: it holds password hashes and the auth secret).${secret}`;
    }
    const { restoreBackup } = await import("~/features/backup/restore.server");
    const { restoreSigningKey } = await import("~/features/backup/signing-key.server");
    const input = path.resolve(values.in!);
    const { header, rows } = await restoreBackup(handle, input, {
      replace: Boolean(values.replace),
      adminEmail: config.admin?.email,
      signingKey: await restoreSigningKey(handle.db, config.authSecret),
      skipSignature: Boolean(values["skip-signature"]),
    });
    const secret =
      header.authSecret === "environment"
        ? " The site used BETTER_AUTH_SECRET when this backup was made: set the same value for the server (two-factor secrets are encrypted with it)."
        : "";
    return `Restored ${rows} rows from ${input} (made ${header.createdAt} on ${header.engine}) into ${handle.label}. Staff sign in again.${secret}`;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    setActiveDatabase(undefined);
    await handle.close();
    if (failed) await undo();
  }
}
