import type { ListPaging } from "./list-paging";
import { loadListPage, requestedPage, type ListPage } from "./list-paging.server";
import { readListView, trashPaging, type ListView } from "./trash-view";

/** A row of a list's Trash as the page gets it (TrashRow). */
interface TrashedRow {
  id: string;
  deletedAt: Date | null;
}

/** The view (`?view=trash` or the list) and page an admin content list's address asks for. */
export function requestedListView(request: Request, paging: ListPaging): { view: ListView; page: number } {
  const view = readListView(new URL(request.url).searchParams);
  return { view, page: requestedPage(request, view === "trash" ? trashPaging(paging) : paging) };
}

/** One page of a list's Trash, each row named by `titleOf`, the latest moved there first. */
export async function loadTrashPage<Row extends TrashedRow>(
  page: number,
  paging: ListPaging,
  read: (page: number, perPage: number) => Promise<{ rows: Row[]; total: number }>,
  titleOf: (row: Row) => string,
): Promise<ListPage<{ id: string; title: string; deletedAt: string }>> {
  const { rows, ...paged } = await loadListPage(page, trashPaging(paging), read);
  // Only rows in the Trash are read here: each has its date.
  return {
    rows: rows.map((row) => ({ id: row.id, title: titleOf(row), deletedAt: row.deletedAt!.toISOString() })),
    ...paged,
  };
}
