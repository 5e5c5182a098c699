import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";

import * as schema from "~/platform/db/schema";

/**
 * The tables a backup leaves out, and why: what the archive holds is everything else in the
 * schema, so a table a feature adds is backed up without anyone remembering to list it.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  session: "sessions: a restored site signs everyone in again",
  rate_limit: "rate-limit counters: short-lived, per client address",
  verification: "unused password-reset and other one-time tokens: they expire within the hour",
};

/**
 * Tables renamed since archives were first written, old name to new: an older archive's rows
 * go into the table's new name on restore (migration 0005 renamed job_runs).
 */
export const RENAMED_TABLES: Readonly<Record<string, string>> = {
  job_runs: "task_runs",
};

/** Every table of the schema module. */
export function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/**
 * The tables a backup holds, parents before children (foreign keys), so that a restore can
 * insert them in this order.
 */
export function backedUpTables(): PgTable[] {
  const tables = schemaTables().filter((table) => !(getTableName(table) in EXCLUDED_TABLES));
  return parentsFirst(tables);
}

function parentsFirst(tables: PgTable[]): PgTable[] {
  const byName = new Map(tables.map((table) => [getTableName(table), table]));
  const ordered: PgTable[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      throw new Error(
        `The backup cannot order tables that refer to each other in a cycle: ${[...path, name].join(" -> ")}.`,
      );
    }
    state.set(name, "visiting");
    const table = byName.get(name)!;
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      const parent = getTableName(foreignKey.reference().foreignTable);
      if (parent !== name && byName.has(parent)) visit(parent, [...path, name]);
    }
    state.set(name, "done");
    ordered.push(table);
  };
  for (const name of [...byName.keys()].sort()) visit(name, []);
  return ordered;
}
