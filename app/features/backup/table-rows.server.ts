import { asc, getTableColumns, getTableName, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";

import { decodeValue, encodeValue } from "./archive-format";

/**
 * A table's columns by their SQL names (what the archive uses: property names may change,
 * columns keep theirs). A column the database computes (jobs.search_vector) is left out: it
 * is made again from the restored row, and cannot be written.
 */
function columnsByName(table: PgTable): Map<string, { key: string; column: PgColumn }> {
  return new Map(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.generated)
      .map(([key, column]) => [column.name, { key, column }]),
  );
}

/** A stable order for reading a table in pages: its primary key, else every column. */
export function stableOrder(table: PgTable): SQL[] {
  const config = getTableConfig(table);
  const primary = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  return (primary.length > 0 ? primary : config.columns).map((column) => asc(column));
}

export function rowToArchive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, { key }] of columnsByName(table)) out[name] = encodeValue(row[key]);
  return out;
}

/** The row for Drizzle's insert; refuses a column this version of the schema does not have. */
export function rowFromArchive(table: PgTable, archived: Record<string, unknown>): Record<string, unknown> {
  const columns = columnsByName(table);
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(archived)) {
    const target = columns.get(name);
    if (!target)
      throw new Error(
        `The archive has a column "${name}" in table "${getTableName(table)}" that this version does not have.`,
      );
    row[target.key] = decodeValue(value, target.column.dataType === "json");
  }
  return row;
}
