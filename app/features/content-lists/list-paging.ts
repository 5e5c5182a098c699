import { pagePath } from "~/platform/format/pagination";

/** An admin table's address and how many rows a page of it shows. */
export interface ListPaging {
  path: string;
  perPage: number;
}

/** The address of a page of an admin table; page 1 has one address: the table's own. */
export function listPageHref(paging: ListPaging, page: number): string {
  return pagePath(paging.path, page);
}
