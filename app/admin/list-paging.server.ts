import { redirect } from "react-router";

import { pageCount, pagePath, readListPage } from "~/utils/pagination";

import type { ListPaging } from "./list-paging";

/** One page of an admin table: its rows, which page, of how many, out of how many rows. */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  pages: number;
  total: number;
}

/** The page an admin table's address asks for; a malformed ?page= is sent to the first page. */
export function requestedPage(request: Request, paging: ListPaging): number {
  const page = readListPage(new URL(request.url).searchParams);
  if (page === null) throw redirect(pagePath(paging.path, 1));
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
): Promise<ListPage<Row>> {
  const { rows, total } = await read(page, paging.perPage);
  const pages = pageCount(total, paging.perPage);
  if (page > pages) throw redirect(pagePath(paging.path, pages));
  return { rows, page, pages, total };
}
