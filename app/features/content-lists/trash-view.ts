import { DAY_MS } from "~/platform/format/time-units";

import type { ListPaging } from "./list-paging";

/** How long a row stays in the Trash before it is deleted for good (docs/admin.md, Trash). */
export const TRASH_DAYS = 30;

/** Which list an admin content page shows: its rows, or its Trash (`?view=trash`). */
export type ListView = "list" | "trash";

const VIEW_PARAM = "view";

/** The view an address asks for; anything but `trash` is the list. */
export function readListView(searchParams: URLSearchParams): ListView {
  return searchParams.get(VIEW_PARAM) === "trash" ? "trash" : "list";
}

/** The paging of a list's Trash: its own address, the same page size. */
export function trashPaging(paging: ListPaging): ListPaging {
  return { ...paging, path: `${paging.path}?${VIEW_PARAM}=trash` };
}

/**
 * The address of a view of the list at `path`, keeping the other parameters of the address
 * it is on (a search, a filter) but its page: a view starts at its first page.
 */
export function listViewHref(path: string, view: ListView, current: URLSearchParams): string {
  const params = new URLSearchParams(current);
  params.delete("page");
  params.delete(VIEW_PARAM);
  if (view === "trash") params.set(VIEW_PARAM, "trash");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** When a row moved to the Trash at `deletedAt` is deleted for good. */
export function purgeDateOf(deletedAt: Date | string): Date {
  return new Date(new Date(deletedAt).getTime() + TRASH_DAYS * DAY_MS);
}
