import { existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";

import { count, getTableName } from "drizzle-orm";

import type { DatabaseHandle } from "~/platform/db/client.server";

import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveError,
  ArchiveWriter,
  type ArchiveHeader,
  type RowLine,
} from "./archive-format";
import { backedUpTables } from "./backup-tables.server";
import { rowToArchive, stableOrder } from "./table-rows.server";

const PAGE_ROWS = 500;
const FLUSH_BYTES = 1024 * 1024;

export interface BackupOptions {
  /** BETTER_AUTH_SECRET is set: the archive then holds no secret the site signs with. */
  authSecretInEnvironment: boolean;
}

/**
 * Writes every backed-up table to `outPath`, from one consistent snapshot (a repeatable-read,
 * read-only transaction: on PostgreSQL the site keeps serving meanwhile), as this version's
 * schema declares them.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  outPath: string,
  options: BackupOptions,
): Promise<ArchiveHeader> {
  return writeArchiveFile(outPath, (write) =>
    handle.db.transaction(
      async (tx) => {
        const tables = backedUpTables();
        const counts = [];
        for (const table of tables) {
          const [row] = await tx.select({ value: count() }).from(table);
          counts.push({ name: getTableName(table), rows: row?.value ?? 0 });
        }
        const header = archiveHeader(handle, options, counts);
        await write(header);
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
            for (const row of rows) await write({ table: name, row: rowToArchive(table, row) });
            if (rows.length < PAGE_ROWS) break;
          }
        }
        return header;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
  );
}

export function archiveHeader(
  handle: DatabaseHandle,
  options: BackupOptions,
  tables: ArchiveHeader["tables"],
): ArchiveHeader {
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    engine: handle.engine,
    authSecret: options.authSecretInEnvironment ? "environment" : "database",
    tables,
  };
}

/** Adds the header or a row to the archive. */
export type ArchiveLineWriter = (line: ArchiveHeader | RowLine) => Promise<void>;

/**
 * The archive file around `produce`, which writes its lines: made readable by its owner only
 * (it holds password hashes and the auth secret), written under a temporary name and renamed
 * once complete and synced, so a half-written archive never has the name.
 */
export async function writeArchiveFile(
  outPath: string,
  produce: (write: ArchiveLineWriter) => Promise<ArchiveHeader>,
): Promise<ArchiveHeader> {
  if (existsSync(outPath))
    throw new ArchiveError(`${outPath} already exists: choose another file name, or remove it first.`);
  const partialPath = `${outPath}.partial`;
  const file = await open(partialPath, "w", 0o600);
  try {
    await file.chmod(0o600);
    const writer = new ArchiveWriter();
    let buffered = "";
    const flush = async () => {
      await file.write(buffered);
      buffered = "";
    };
    const header = await produce(async (line) => {
      buffered += writer.line(line);
      if (buffered.length >= FLUSH_BYTES) await flush();
    });
    buffered += writer.trailer();
    await flush();
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
