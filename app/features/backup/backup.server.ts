import { existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";

import { count, getTableName } from "drizzle-orm";

import type { DatabaseHandle } from "~/platform/db/client.server";

import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, ArchiveWriter, type ArchiveHeader } from "./archive-format";
import { backedUpTables } from "./backup-tables.server";
import { rowToArchive, stableOrder } from "./table-rows.server";

const PAGE_ROWS = 500;
const FLUSH_BYTES = 1024 * 1024;

export interface BackupOptions {
  /** BETTER_AUTH_SECRET is set: the archive then holds no secret the site signs with. */
  authSecretInEnvironment: boolean;
  /** The site's auth secret, which signs the archive (archive-format.ts). */
  signingKey: string;
}

/**
 * Writes every backed-up table to `outPath`, from one consistent snapshot (a repeatable-read,
 * read-only transaction: on PostgreSQL the site keeps serving meanwhile). The file is made
 * readable by its owner only (it holds password hashes and the auth secret), written under a
 * temporary name and renamed once complete, so a half-written archive never has the name.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  outPath: string,
  options: BackupOptions,
): Promise<ArchiveHeader> {
  if (existsSync(outPath))
    throw new ArchiveError(`${outPath} already exists: choose another file name, or remove it first.`);
  const partialPath = `${outPath}.partial`;
  const file = await open(partialPath, "w", 0o600);
  try {
    await file.chmod(0o600);
    const writer = new ArchiveWriter(options.signingKey);
    let buffered = "";
    const write = async (text: string, force = false) => {
      buffered += text;
      if (force || buffered.length >= FLUSH_BYTES) {
        await file.write(buffered);
        buffered = "";
      }
    };
    const header = await handle.db.transaction(
      async (tx) => {
        const tables = backedUpTables();
        const counts = [];
        for (const table of tables) {
          const [row] = await tx.select({ value: count() }).from(table);
          counts.push({ name: getTableName(table), rows: row?.value ?? 0 });
        }
        const header: ArchiveHeader = {
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          createdAt: new Date().toISOString(),
          engine: handle.engine,
          authSecret: options.authSecretInEnvironment ? "environment" : "database",
          tables: counts,
        };
        await write(writer.line(header));
        for (const table of tables) {
          const name = getTableName(table);
          const order = stableOrder(table);
          for (let offset = 0; ; offset += PAGE_ROWS) {
            const rows = await tx
              .select()
              .from(table)
              .orderBy(...order)
              .limit(PAGE_ROWS)
              .offset(offset);
            for (const row of rows) await write(writer.line({ table: name, row: rowToArchive(table, row) }));
            if (rows.length < PAGE_ROWS) break;
          }
        }
        return header;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await write(writer.trailer(), true);
    await file.sync();
    await file.close();
    await rename(partialPath, outPath);
    return header;
  } catch (error) {
    await file.close().catch(() => {});
    await rm(partialPath, { force: true });
    throw error;
  }
}
