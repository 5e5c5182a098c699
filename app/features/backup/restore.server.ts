import { count, getTableName, notInArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { DatabaseHandle } from "~/platform/db/client.server";
import { GENERATED_SECRET_KEYS } from "~/platform/db/generated-secrets.server";
import { account, appSettings, taskRuns, user } from "~/platform/db/schema";

import { ArchiveError, type ArchiveHeader } from "./archive-format";
import { archiveRows, verifyArchive } from "./archive-reader.server";
import { backedUpTables, RENAMED_TABLES, schemaTables } from "./backup-tables.server";
import { rowFromArchive } from "./table-rows.server";

const INSERT_ROWS = 200;

export interface RestoreOptions {
  /** Delete what the database holds first; without it a non-empty database is refused. */
  replace: boolean;
  /** The ADMIN_EMAIL account start-up may have made does not count as content. */
  adminEmail?: string;
  /**
   * The restoring site's auth secret, which the archive's signature is checked with; null
   * when it has none yet (a new database without BETTER_AUTH_SECRET).
   */
  signingKey: string | null;
  /** Load an archive whose signature cannot be checked or does not match (its SHA-256 still must). */
  skipSignature?: boolean;
}

export interface RestoreResult {
  header: ArchiveHeader;
  rows: number;
}

/**
 * Loads an archive into the database, in one transaction: the archive is checked whole
 * first (checksum, end line), then every table is emptied and filled from it; any failure
 * leaves the database as it was.
 */
export async function restoreBackup(
  handle: DatabaseHandle,
  inPath: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const tables = backedUpTables();
  const byName = tablesByArchiveName(tables);
  const header = await verifyArchive(inPath, new Set(byName.keys()), {
    key: options.signingKey,
    skip: options.skipSignature ?? false,
  });
  if (!options.replace) {
    const found = await contentFound(handle, tables, options.adminEmail);
    if (found.length > 0) {
      throw new ArchiveError(
        `The database is not empty (${found.join(", ")}). Restore refuses to mix two sites: add --replace to delete what is there and load the archive. Nothing was restored.`,
      );
    }
  }
  const rows = await handle.db.transaction(async (tx) => {
    const everyTable = schemaTables().map((table) => quoted(getTableName(table)));
    await tx.execute(sql.raw(`TRUNCATE ${everyTable.join(", ")} CASCADE`));
    let loaded = 0;
    let batch: { table: PgTable; rows: Record<string, unknown>[] } | undefined;
    const flush = async () => {
      if (batch && batch.rows.length > 0) await tx.insert(batch.table).values(batch.rows);
      batch = undefined;
    };
    for await (const line of archiveRows(inPath)) {
      const table = byName.get(line.table)!;
      if (batch && batch.table !== table) await flush();
      batch ??= { table, rows: [] };
      batch.rows.push(rowFromArchive(table, line.row));
      loaded++;
      if (batch.rows.length >= INSERT_ROWS) await flush();
    }
    await flush();
    await advanceSequences(tx, tables);
    return loaded;
  });
  return { header, rows };
}

/** The tables an archive may name: today's names, and the old names of renamed ones. */
function tablesByArchiveName(tables: PgTable[]): Map<string, PgTable> {
  const byName = new Map(tables.map((table) => [getTableName(table), table]));
  for (const [oldName, newName] of Object.entries(RENAMED_TABLES)) {
    const table = byName.get(newName);
    if (table) byName.set(oldName, table);
  }
  return byName;
}

/**
 * Checks an archive whole (checksum, end line, known tables) without a database: a restore
 * checks it before it opens (and so makes or migrates) any database, so that a refused
 * archive leaves the target as it was. Its signature needs the site's secret, which may live
 * in that database: restoreBackup checks it. Throws ArchiveError.
 */
export async function verifyBackupArchive(inPath: string): Promise<ArchiveHeader> {
  return verifyArchive(inPath, new Set(tablesByArchiveName(backedUpTables()).keys()), { key: null, skip: true });
}

type Executor = Pick<DatabaseHandle["db"], "execute">;

/** Counters and identity columns continue after the restored rows. */
async function advanceSequences(tx: Executor, tables: PgTable[]): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  const result = await tx.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )})
      and (column_default like 'nextval(%' or is_identity = 'YES')`);
  const columns = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    table_name: string;
    column_name: string;
  }[];
  for (const { table_name: table, column_name: column } of columns) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${quoted(table)}', '${column}'), coalesce(max(${quoted(column)}), 0) + 1, false) from ${quoted(table)}`,
      ),
    );
  }
}

/**
 * What the database holds besides what a running site makes by itself (its generated secrets,
 * the background tasks' last runs, the ADMIN_EMAIL account).
 */
async function contentFound(handle: DatabaseHandle, tables: PgTable[], adminEmail?: string): Promise<string[]> {
  const db = handle.db;
  const admin = adminEmail?.trim().toLowerCase();
  const found: string[] = [];
  for (const table of tables) {
    let rows: number;
    if (table === taskRuns) {
      // When the background tasks last ran: every start writes it, no site's content.
      continue;
    } else if (table === appSettings) {
      [{ value: rows } = { value: 0 }] = await db
        .select({ value: count() })
        .from(appSettings)
        .where(notInArray(appSettings.key, [...GENERATED_SECRET_KEYS]));
    } else if (table === user) {
      [{ value: rows } = { value: 0 }] = await db
        .select({ value: count() })
        .from(user)
        .where(admin ? sql`${user.email} <> ${admin}` : undefined);
    } else if (table === account) {
      const notAdmin = admin
        ? sql`${account.userId} not in (select ${user.id} from ${user} where ${user.email} = ${admin})`
        : undefined;
      [{ value: rows } = { value: 0 }] = await db.select({ value: count() }).from(account).where(notAdmin);
    } else {
      [{ value: rows } = { value: 0 }] = await db.select({ value: count() }).from(table);
    }
    if (rows > 0) found.push(`${rows} in ${getTableName(table)}`);
  }
  return found;
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
