import { pagePath, parsePageParam } from "~/utils/pagination";

export { pageCount } from "~/utils/pagination";

/** The admin posts table shows this many rows per page (newest created first). */
export const ADMIN_POSTS_PER_PAGE = 50;

/** `?page=N`: 1 when absent; null when it is not a positive whole number. */
export function readPageParam(searchParams: URLSearchParams): number | null {
  const param = parsePageParam(searchParams);
  if (param.kind === "absent") return 1;
  return param.kind === "page" ? param.page : null;
}

/** Page 1 has one address: the table's own. */
export function adminPostsHref(page: number): string {
  return pagePath("/admin/posts", page);
}
