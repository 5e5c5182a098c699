import { redirect } from "react-router";

import { pageCount, pagePath, readListPage } from "~/platform/format/pagination";

import type { ListPaging } from "./list-paging";

/** One page of an admin table: its rows, which page, of how many, out of how many rows. */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
}

/** The table's address at `page`, with the other parameters of `url` (a search, a filter, a view). */
function samePageAt(url: URL, paging: ListPaging, page: number): string {
  // A view's path may carry its own parameter (the Trash's ?view=trash): kept once.
  const [base = paging.path, own = ""] = paging.path.split("?");
  const params = new URLSearchParams(own);
  for (const [name, value] of url.searchParams) if (!params.has(name)) params.append(name, value);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : pagePath(base, page);
}

/** The page an admin table's address asks for; a malformed ?page= is sent to the first page. */
export function requestedPage(request: Request, paging: ListPaging): number {
  const url = new URL(request.url);
  const page = readListPage(url.searchParams);
  if (page === null) throw redirect(samePageAt(url, paging, 1));
  return page;
}

/**
 * One page of a table's rows and the count: a page and a count stay fast whatever the number
 * of rows (the whole list of thousands was megabytes per view). A page past the end (e.g. the
 * last row of the last page was just deleted) is sent to the last page.
 */
export async function loadListPage<Row>(
  page: number,
  paging: ListPaging,
  read: (page: number, perPage: number) => Promise<{ rows: Row[]; total: number }>,
  /** The table's address, whose other parameters a redirect keeps. */
  url?: URL,
): Promise<ListPage<Row>> {
  const { rows, total } = await read(page, paging.perPage);
  const pages = pageCount(total, paging.perPage);
  if (page > pages) throw redirect(url ? samePageAt(url, paging, pages) : pagePath(paging.path, pages));
  return { rows, page, pages, total };
}
