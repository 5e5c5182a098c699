import { pagePath } from "~/utils/pagination";

export { pageCount, readListPage } from "~/utils/pagination";

/** The admin FAQ table shows this many rows per page (in display order), like the posts table. */
export const ADMIN_FAQS_PER_PAGE = 50;

/** Page 1 has one address: the table's own. */
export function adminFaqsHref(page: number): string {
  return pagePath("/admin/faqs", page);
}
