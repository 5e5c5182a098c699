import { existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";

import { count, getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

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
/** A page of a table with binary columns (resumes, images) holds at most this many bytes of them. */
const PAGE_BINARY_BYTES = 16 * 1024 * 1024;

type ReadTransaction = Parameters<Parameters<DatabaseHandle["db"]["transaction"]>[0]>[0];

/**
 * How many rows each page of a table holds, in order: PAGE_ROWS, or fewer where rows carry
 * large binary columns, so that 500 ten-megabyte resumes are never in memory at once. The
 * sizes are read first (numbers only), in the same snapshot as the rows.
 */
export async function pageSizes(tx: ReadTransaction, table: PgTable, order: SQL[]): Promise<number[]> {
  const binary = Object.values(getTableColumns(table)).filter((column) => column.getSQLType() === "bytea");
  const [counted] = await tx.select({ value: count() }).from(table);
  const total = counted?.value ?? 0;
  if (binary.length === 0)
    return Array.from({ length: Math.ceil(total / PAGE_ROWS) }, (_, index) =>
      Math.min(PAGE_ROWS, total - index * PAGE_ROWS),
    );
  const sizes = await tx
    .select({
      bytes: sql<number>`(${sql.join(
        binary.map((column) => sql`coalesce(octet_length(${column}), 0)`),
        sql` + `,
      )})::bigint`.mapWith(Number),
    })
    .from(table)
    .orderBy(...order);
  const pages: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (const { bytes: rowBytes } of sizes) {
    if (rows > 0 && (rows === PAGE_ROWS || bytes + rowBytes > PAGE_BINARY_BYTES)) {
      pages.push(rows);
      rows = 0;
      bytes = 0;
    }
    rows += 1;
    bytes += rowBytes;
  }
  if (rows > 0) pages.push(rows);
  return pages;
}
const FLUSH_BYTES = 1024 * 1024;

export interface BackupOptions {
  /** BETTER_AUTH_SECRET is set: the archive then holds no secret the site signs with. */
  authSecretInEnvironment: boolean;
  /** The site's auth secret, which signs the archive (archive-format.ts). */
  signingKey: string;
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
  return writeArchiveFile(outPath, options.signingKey, (write) =>
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
          let offset = 0;
          for (const pageRows of await pageSizes(tx, table, order)) {
            const rows = await tx
              .select()
              .from(table)
              .orderBy(...order)
              .limit(pageRows)
              .offset(offset);
            for (const row of rows) await write({ table: name, row: rowToArchive(table, row) });
            offset += pageRows;
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
 * (it holds password hashes and the auth secret), signed with the site's auth secret, written under a temporary name and renamed
 * once complete and synced, so a half-written archive never has the name.
 */
export async function writeArchiveFile(
  outPath: string,
  signingKey: string,
  produce: (write: ArchiveLineWriter) => Promise<ArchiveHeader>,
): Promise<ArchiveHeader> {
  if (existsSync(outPath))
    throw new ArchiveError(`${outPath} already exists: choose another file name, or remove it first.`);
  const partialPath = `${outPath}.partial`;
  const file = await open(partialPath, "w", 0o600);
  try {
    await file.chmod(0o600);
    const writer = new ArchiveWriter(signingKey);
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
