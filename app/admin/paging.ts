/** The admin posts table shows this many rows per page (newest created first). */
export const ADMIN_POSTS_PER_PAGE = 50;

/** `?page=N`: 1 when absent; null when it is not a positive whole number. */
export function readPageParam(searchParams: URLSearchParams): number | null {
  const raw = searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,6}$/.test(raw)) return null;
  return Number(raw);
}

/** The number of pages for `total` rows; an empty table still has its (empty) page 1. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Page 1 has one address: the table's own. */
export function adminPostsHref(page: number): string {
  return page <= 1 ? "/admin/posts" : `/admin/posts?page=${page}`;
}
