import { sql } from "drizzle-orm";

import type { DatabaseHandle } from "~/platform/db/client.server";

import { encodeValue, type ArchiveHeader } from "./archive-format";
import { EXCLUDED_TABLES } from "./backup-tables.server";
import { archiveHeader, writeArchiveFile, type BackupOptions } from "./backup.server";

/*
 * The backup taken before pending migrations are applied: the database then has the tables
 * and columns of the version that ran before, which this version's schema (what writeBackup
 * reads) no longer describes. So this one reads the tables, columns, keys and rows as the
 * database's catalogue has them, and writes the same archive writeBackup would have written
 * on that older version: the previous version restores it (docs/upgrading.md, rolling back).
 * backup.server.test.ts checks that both write the same archive of the current schema.
 */

const PAGE_ROWS = 500;
const BINARY_PAGE_ROWS = 4;

type Executor = Pick<DatabaseHandle["db"], "execute">;

async function rowsOf<T>(db: Executor, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

interface StoredColumn {
  name: string;
  type: string;
}

interface StoredTable {
  name: string;
  columns: StoredColumn[];
  primaryKey: string[];
}

async function storedTables(db: Executor): Promise<StoredTable[]> {
  const names = await rowsOf<{ name: string }>(
    db,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  const tables: StoredTable[] = [];
  for (const { name } of names) {
    if (name in EXCLUDED_TABLES) continue;
    const relation = literal(`public.${quoted(name)}`);
    // Computed columns (a search document) are left out, as writeBackup leaves them: a restore makes them again.
    const columns = await rowsOf<StoredColumn>(
      db,
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
       WHERE attrelid = ${relation}::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
       ORDER BY attnum`,
    );
    const primaryKey = await rowsOf<{ name: string }>(
      db,
      `SELECT a.attname AS name FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = ${relation}::regclass AND i.indisprimary
       ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    );
    tables.push({ name, columns, primaryKey: primaryKey.map((column) => column.name) });
  }
  return parentsFirst(db, tables);
}

/** Parents before children, as backedUpTables orders them, from the catalogue's foreign keys. */
async function parentsFirst(db: Executor, tables: StoredTable[]): Promise<StoredTable[]> {
  const links = await rowsOf<{ child: string; parent: string }>(
    db,
    `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint c
     JOIN pg_class ch ON ch.oid = c.conrelid JOIN pg_class pa ON pa.oid = c.confrelid
     JOIN pg_namespace n ON n.oid = ch.relnamespace
     WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: StoredTable[] = [];
  const visited = new Set<string>();
  const visit = (name: string) => {
    if (visited.has(name)) return;
    visited.add(name);
    for (const link of links)
      if (link.child === name && link.parent !== name && byName.has(link.parent)) visit(link.parent);
    ordered.push(byName.get(name)!);
  };
  for (const name of [...byName.keys()].sort()) visit(name);
  return ordered;
}

/** A value as row_to_json gives it, in the archive's form (archive-format.ts's encodeValue). */
function archived(value: unknown, type: string): unknown {
  if (value === null) return null;
  if (type === "timestamp with time zone") return encodeValue(new Date(value as string));
  if (type === "timestamp without time zone") return encodeValue(new Date(`${value as string}Z`));
  if (type === "bytea") return encodeValue(Buffer.from((value as string).slice(2), "hex"));
  return value;
}

/** Writes the archive of every table the database holds (but the excluded ones) to `outPath`. */
export async function writeBackupAsStored(
  handle: DatabaseHandle,
  outPath: string,
  options: BackupOptions,
): Promise<ArchiveHeader> {
  return writeArchiveFile(outPath, options.signingKey, (write) =>
    handle.db.transaction(
      async (tx) => {
        const tables = await storedTables(tx);
        const counts = [];
        for (const table of tables) {
          const [row] = await rowsOf<{ rows: number }>(tx, `SELECT count(*)::int AS rows FROM ${quoted(table.name)}`);
          counts.push({ name: table.name, rows: row?.rows ?? 0 });
        }
        const header = archiveHeader(handle, options, counts);
        await write(header);
        for (const table of tables) {
          const types = new Map(table.columns.map((column) => [column.name, column.type]));
          const order = (table.primaryKey.length > 0 ? table.primaryKey : table.columns.map((column) => column.name))
            .map(quoted)
            .join(", ");
          const columns = table.columns.map((column) => quoted(column.name)).join(", ");
          // Rows with binary columns (resumes, images of up to 10 MB) a few at a time.
          const pageRows = table.columns.some((column) => column.type === "bytea") ? BINARY_PAGE_ROWS : PAGE_ROWS;
          for (let offset = 0; ; offset += pageRows) {
            const rows = await rowsOf<{ line: string }>(
              tx,
              `SELECT row_to_json(t)::text AS line FROM (SELECT ${columns} FROM ${quoted(table.name)} ORDER BY ${order} LIMIT ${pageRows} OFFSET ${offset}) t ORDER BY ${order}`,
            );
            for (const { line } of rows) {
              const row: Record<string, unknown> = {};
              for (const [name, value] of Object.entries(JSON.parse(line) as Record<string, unknown>)) {
                row[name] = archived(value, types.get(name)!);
              }
              await write({ table: table.name, row });
            }
            if (rows.length < pageRows) break;
          }
        }
        return header;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    ),
  );
}
