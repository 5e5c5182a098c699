import { migrateAfterBackup } from "~/features/backup/automatic-backups.server";
import { getConfig } from "~/platform/config/env.server";
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
