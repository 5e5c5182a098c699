import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import { migrateAfterBackup } from "~/features/backup/automatic-backups.server";
import { getConfig, type DatabaseConfig } from "~/platform/config/env.server";
import { DatabaseConfigError, openDatabase, setActiveDatabase, type DatabaseHandle } from "~/platform/db/client.server";

/**
 * The server's database (DATABASE_URL, or the embedded one in DATA_DIR), migrated and made
 * the active one, for a command-line tool. The embedded database admits one process at a
 * time: while the server runs, the error says to stop it.
 */
export async function openServerDatabase(): Promise<DatabaseHandle> {
  const serverConfig = getConfig();
  const config = serverConfig.database;
  try {
    const handle = await openDatabase(config);
    setActiveDatabase(handle);
    await migrateAfterBackup(handle, serverConfig, (message) => console.error(message));
    return handle;
  } catch (error) {
    if (
      error instanceof DatabaseConfigError &&
      config.engine === "pglite" &&
      /in use by another server/.test(error.message)
    ) {
      throw new DatabaseConfigError(`${error.message} Stop the server, then run this command again.`);
    }
    throw error;
  }
}

/**
 * For a command that must leave an embedded DATA_DIR as it found it when it fails (a refused
 * restore): what is in DATA_DIR now, and a function that removes whatever appears there after
 * (the new database, its lock file), or DATA_DIR itself if it did not exist. Call it only
 * once the database is closed. Does nothing on PostgreSQL.
 */
export async function undoNewEmbeddedFiles(config: DatabaseConfig): Promise<() => Promise<void>> {
  if (config.engine !== "pglite" || !config.dataDir) return async () => {};
  const dataDir = config.dataDir;
  if (!existsSync(dataDir)) return () => rm(dataDir, { recursive: true, force: true });
  const before = new Set(await readdir(dataDir));
  return async () => {
    for (const name of await readdir(dataDir).catch(() => [])) {
      if (!before.has(name)) await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
  };
}
