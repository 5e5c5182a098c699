import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";

import { announceContentChange } from "~/platform/cache/content-events.server";
import { getDb, type Database } from "~/platform/db/client.server";
import type { blogPosts, faqs, jobs } from "~/platform/db/schema";

import type { BulkAction, BulkResult } from "./bulk-actions";
import { recordContentChange, type ContentEditor, type ContentRow } from "./content-activity.server";
import type { ContentEntity } from "./content-entity";
import type { ListSort, SortDirection } from "./list-sort";

/*
 * The writes and counts the FAQ and post models share: rows found by id, each change and its
 * activity row in one transaction, announced (content-events.server.ts) once committed so
 * that cached pages can follow. Delete in the admin moves a row to the Trash (deleted_at set):
 * a row there can be restored or deleted forever, and is deleted by itself after TRASH_DAYS
 * (app/features/content-lists/trash-view.ts).
 */

type ContentTable = typeof faqs | typeof blogPosts | typeof jobs;

/** Sets `values` on the row with that id, logs and announces it; null when no row outside the Trash has that id. */
export async function updateContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  values: PgUpdateSetSource<T>,
  editor?: ContentEditor,
): Promise<T["$inferSelect"] | null> {
  const row = await getDb().transaction(async (tx) => {
    // Drizzle cannot name a row's type for a table given as a type parameter.
    const [before] = (await tx
      .select()
      .from(table as ContentTable)
      .where(and(eq(table.id, id), isNull(table.deletedAt)))
      .for("update")) as ContentRow[];
    // A row in the Trash is not edited or published: it is restored first.
    if (!before) return null;
    const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as T["$inferSelect"][];
    await recordContentChange(tx, editor, { entity, action: "updated", row: after as ContentRow, before });
    return after ?? null;
  });
  if (row) announceContentChange({ entity });
  return row;
}

/** Moves the row with that id to the Trash, logs and announces it; null when no row outside the Trash has that id. */
async function trashContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<T["$inferSelect"] | null> {
  return moveRow(table, entity, id, editor, "trashed");
}

/** Takes the row with that id out of the Trash, logs and announces it; null when the Trash has no such row. */
async function restoreContentRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<T["$inferSelect"] | null> {
  return moveRow(table, entity, id, editor, "restored");
}

async function moveRow<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  id: string,
  editor: ContentEditor | undefined,
  action: "trashed" | "restored",
): Promise<T["$inferSelect"] | null> {
  const trashing = action === "trashed";
  const row = await getDb().transaction(async (tx) => {
    const [moved] = (await tx
      .update(table)
      // The database's clock, as the purge compares with it.
      .set({ deletedAt: trashing ? sql`now()` : null } as PgUpdateSetSource<T>)
      .where(and(eq(table.id, id), trashing ? isNull(table.deletedAt) : isNotNull(table.deletedAt)))
      .returning()) as T["$inferSelect"][];
    if (moved) await recordContentChange(tx, editor, { entity, action, row: moved as ContentRow });
    return moved ?? null;
  });
  if (row) announceContentChange({ entity });
  return row;
}

/** Deletes for good the row with that id from the Trash, logs and announces it; false when the Trash has no such row. */
async function deleteContentRowForever(
  table: ContentTable,
  entity: ContentEntity,
  id: string,
  editor?: ContentEditor,
): Promise<boolean> {
  const deleted = await getDb().transaction(async (tx) => {
    const [row] = (await tx
      .delete(table)
      .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
      .returning()) as ContentRow[];
    if (row) await recordContentChange(tx, editor, { entity, action: "deleted", row });
    return Boolean(row);
  });
  if (deleted) announceContentChange({ entity });
  return deleted;
}

/** Some of the ids a bulk action was sent name no row it could act on (none, or in the wrong place): nothing was written. */
export class UnknownRowsError extends Error {
  override name = "UnknownRowsError";
  constructor() {
    super("Some of the ticked rows no longer exist or are somewhere else. Please reload the page and try again.");
  }
}

/** What Publish and Unpublish set on a row: `isPublished`, and what goes with it in the row's table (a post's date). */
export type PublishingValues<T extends ContentTable> = (
  isPublished: boolean,
  before: T["$inferSelect"],
) => PgUpdateSetSource<T>;

/**
 * Bulk Publish, Unpublish, Move to Trash or (its Undo) Restore of the rows with these ids, in
 * one transaction with an activity row each, as the row buttons write them; announced once.
 * A row already published (or unpublished) is left as it is (a post keeps its date). Every id
 * must name a row where the action finds it (outside the Trash; restore: in it), else
 * UnknownRowsError and nothing is written.
 */
async function bulkContentRows<T extends ContentTable>(
  table: T,
  entity: ContentEntity,
  publishing: PublishingValues<T>,
  action: BulkAction,
  ids: readonly string[],
  editor?: ContentEditor,
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  const result = await getDb().transaction(async (tx) => {
    if (action === "trash" || action === "restore") {
      const trashing = action === "trash";
      const moved = (await tx
        .update(table)
        .set({ deletedAt: trashing ? sql`now()` : null } as PgUpdateSetSource<T>)
        .where(and(inArray(table.id, unique), trashing ? isNull(table.deletedAt) : isNotNull(table.deletedAt)))
        .returning()) as ContentRow[];
      if (moved.length !== unique.length) throw new UnknownRowsError();
      for (const row of moved)
        await recordContentChange(tx, editor, { entity, action: trashing ? "trashed" : "restored", row });
      return { changed: moved.map((row) => row.id), unchanged: 0 };
    }
    const isPublished = action === "publish";
    const rows = (await tx
      .select()
      .from(table as ContentTable)
      .where(and(inArray(table.id, unique), isNull(table.deletedAt)))
      .orderBy(asc(table.id))
      .for("update")) as (T["$inferSelect"] & ContentRow)[];
    if (rows.length !== unique.length) throw new UnknownRowsError();
    const changed: string[] = [];
    for (const before of rows) {
      if (before.isPublished === isPublished) continue;
      const [after] = (await tx
        .update(table)
        .set(publishing(isPublished, before))
        .where(eq(table.id, before.id))
        .returning()) as ContentRow[];
      await recordContentChange(tx, editor, { entity, action: "updated", row: after!, before });
      changed.push(before.id);
    }
    return { changed, unchanged: rows.length - changed.length };
  });
  if (result.changed.length > 0) announceContentChange({ entity });
  return { changed: result.changed.length, unchanged: result.unchanged, ids: result.changed };
}

/** Deletes the rows moved to the Trash before `cutoff` (the purge job); how many. */
async function purgeTrashedRows(table: ContentTable, cutoff: Date, db: Database = getDb()): Promise<number> {
  const purged = await db.delete(table).where(lt(table.deletedAt, cutoff)).returning({ id: table.id });
  return purged.length;
}

/** Rows outside the Trash: the admin lists and the dashboard's counts. */
export function notInTrash(table: ContentTable): SQL {
  return isNull(table.deletedAt);
}

/** How many rows the table has, or only those `where` selects (e.g. the published ones). */
export async function countContentRows(table: ContentTable, where?: SQL): Promise<number> {
  const [row] = await getDb().select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** How many rows are in the Trash. */
function countTrashedRows(table: ContentTable): Promise<number> {
  return countContentRows(table, isNotNull(table.deletedAt));
}

/**
 * One page of the rows `where` keeps, in `orderBy` order, and how many it keeps in all. Pages
 * count from 1; a page past the end is empty (the caller knows the total to send people back).
 */
async function listRowsPage<T extends ContentTable>(
  table: T,
  { page, perPage, where, orderBy }: { page: number; perPage: number; where?: SQL; orderBy: SQL[] },
): Promise<{ rows: T["$inferSelect"][]; total: number }> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a whole number from 1 (got ${page})`);
  const [rows, total] = await Promise.all([
    getDb()
      .select()
      .from(table as ContentTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    countContentRows(table, where),
  ]);
  return { rows: rows as T["$inferSelect"][], total };
}

/** A page of the Trash, the most recently deleted first, and how many rows it holds in all. */
function listTrashedRowsPage<T extends ContentTable>(table: T, page: number, perPage: number) {
  return listRowsPage(table, {
    page,
    perPage,
    where: isNotNull(table.deletedAt),
    orderBy: [desc(table.deletedAt), asc(table.id)],
  });
}

/**
 * What every content list does the same way with its rows, for one table: the Trash (move a
 * row there, restore it, delete it for good, list and count it, purge it) and the count of
 * rows outside it. A feature makes one store for its table and adds what is its own.
 */
export interface ContentStore<Row, Filter> {
  /**
   * One page of every row outside the Trash, in the list's order (or the sorted column's), and
   * how many there are; with a filter, of those it keeps. Pages count from 1; a page past the end is empty.
   */
  listPage(
    page: number,
    perPage: number,
    filter?: Filter,
    sort?: ListSort | null,
  ): Promise<{ rows: Row[]; total: number }>;
  /** The admin's Delete: moves the row to the Trash. Null when no row outside the Trash has that id. */
  trash(id: string, editor?: ContentEditor): Promise<Row | null>;
  /** Takes the row out of the Trash, as it was. Null when the Trash has no row with that id. */
  restore(id: string, editor?: ContentEditor): Promise<Row | null>;
  /** Deletes the row for good, from the Trash only. False when the Trash has no row with that id. */
  deleteForever(id: string, editor?: ContentEditor): Promise<boolean>;
  /** One page of the Trash, the latest moved there first, and how many rows it holds. */
  listTrashedPage(page: number, perPage: number): Promise<{ rows: Row[]; total: number }>;
  countTrashed(): Promise<number>;
  /** Deletes the rows moved to the Trash before `cutoff`; how many. */
  purgeTrashed(cutoff: Date, db?: Database): Promise<number>;
  /** Every row outside the Trash, whatever its status (the dashboard's totals). */
  countAll(): Promise<number>;
  /** The ticked rows' Publish, Unpublish, Move to Trash or Restore: bulkContentRows. */
  bulk(action: BulkAction, ids: readonly string[], editor?: ContentEditor): Promise<BulkResult>;
}

/** `expression` in the direction asked, rows without a value last whichever way (as the lists' indexes keep them). */
export function sortedBy(expression: AnyColumn | SQL, dir: SortDirection): SQL {
  return dir === "asc" ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`;
}

/** How a feature's admin list is ordered and filtered. */
export interface ContentListQuery<Filter> {
  orderBy: SQL[];
  /**
   * The orders its sortable columns give, by their key in the address (list-sort.ts); rows
   * the column ranks alike stay in `orderBy`'s order. A key not here reads as `orderBy`.
   */
  sorts?: Record<string, (dir: SortDirection) => SQL[]>;
  /** The rows a filter keeps (its search, status, category...). */
  filterCondition: (filter: Filter) => SQL | undefined;
}

/** A list's order: the sorted column's, then its own; its own alone when the sort is not one of its columns. */
function orderFor<Filter>(list: ContentListQuery<Filter>, sort: ListSort | null | undefined): SQL[] {
  const sorted = sort ? list.sorts?.[sort.key] : undefined;
  return sorted && sort ? [...sorted(sort.dir), ...list.orderBy] : list.orderBy;
}

/** Publish and Unpublish set `isPublished` alone unless the table's feature says more. */
const publishedFlag = (isPublished: boolean) => ({ isPublished });

export function contentStore<T extends ContentTable, Filter>(
  table: T,
  entity: ContentEntity,
  list: ContentListQuery<Filter>,
  publishing: PublishingValues<T> = publishedFlag as unknown as PublishingValues<T>,
): ContentStore<T["$inferSelect"], Filter> {
  return {
    listPage: (page, perPage, filter, sort) =>
      listRowsPage(table, {
        page,
        perPage,
        where: and(notInTrash(table), filter ? list.filterCondition(filter) : undefined),
        orderBy: orderFor(list, sort),
      }),
    trash: (id, editor) => trashContentRow(table, entity, id, editor),
    restore: (id, editor) => restoreContentRow(table, entity, id, editor),
    deleteForever: (id, editor) => deleteContentRowForever(table, entity, id, editor),
    listTrashedPage: (page, perPage) => listTrashedRowsPage(table, page, perPage),
    countTrashed: () => countTrashedRows(table),
    purgeTrashed: (cutoff, db) => purgeTrashedRows(table, cutoff, db),
    countAll: () => countContentRows(table, notInTrash(table)),
    bulk: (action, ids, editor) => bulkContentRows(table, entity, publishing, action, ids, editor),
  };
}
