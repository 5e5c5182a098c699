import { pagePath } from "~/utils/pagination";

export { pageCount, readListPage as readPageParam } from "~/utils/pagination";

/** The admin posts table shows this many rows per page (newest created first). */
export const ADMIN_POSTS_PER_PAGE = 50;

/** Page 1 has one address: the table's own. */
export function adminPostsHref(page: number): string {
  return pagePath("/admin/posts", page);
}
