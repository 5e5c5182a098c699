/*
 * The order of an admin list, read from its address: ?sort= (one of the list's sortable
 * columns) and ?dir= (asc or desc), beside its search, filters and page (list-filters.ts),
 * which a new order keeps. A value the page's headers never send reads as the list's own
 * order (a FAQ's display order, the newest post or job first), never as an error.
 */

const SORT_PARAM = "sort";
const DIR_PARAM = "dir";

export type SortDirection = "asc" | "desc";

/** The column a list is sorted by (its key in the address) and which way. */
export interface ListSort {
  key: string;
  dir: SortDirection;
}

/** A sortable column: its key in the address, and the way a first click sorts it (dates: newest first). */
export interface SortableColumn {
  key: string;
  first?: SortDirection;
}

/**
 * The order the address asks for among the list's sortable columns; null for the list's own
 * order. A known column with no (or an unknown) direction is sorted its first way.
 */
export function readListSort(params: URLSearchParams, columns: readonly SortableColumn[]): ListSort | null {
  const key = params.get(SORT_PARAM);
  const column = columns.find((candidate) => candidate.key === key);
  if (!column) return null;
  const dir = params.get(DIR_PARAM);
  return { key: column.key, dir: dir === "asc" || dir === "desc" ? dir : (column.first ?? "asc") };
}

/**
 * The address of the list sorted by `column`: the other way when it is the column sorted
 * now, else its first way. The search, filters, page and every other parameter stay.
 */
export function sortHref(path: string, params: URLSearchParams, column: SortableColumn, current: ListSort | null) {
  const next = new URLSearchParams(params);
  const dir: SortDirection =
    current?.key === column.key ? (current.dir === "asc" ? "desc" : "asc") : (column.first ?? "asc");
  next.set(SORT_PARAM, column.key);
  next.set(DIR_PARAM, dir);
  return `${path}?${next.toString()}`;
}

/** The aria-sort of a column's header: on the column the list is sorted by (or, unsorted, the one its own order follows). */
export function ariaSortOf(
  column: SortableColumn,
  current: ListSort | null,
  defaultSort: ListSort | null,
): "ascending" | "descending" | undefined {
  const shown = current ?? defaultSort;
  if (shown?.key !== column.key) return undefined;
  return shown.dir === "asc" ? "ascending" : "descending";
}
