/**
 * The ?page= parameter of a paged list. Page 1 is the list without the parameter; anything
 * but a plain positive whole number is malformed (the route answers 404, not a guess).
 */
export type PageParam = { kind: "absent" } | { kind: "page"; page: number } | { kind: "malformed" };

export function parsePageParam(searchParams: URLSearchParams, name = "page"): PageParam {
  const values = searchParams.getAll(name);
  if (values.length === 0) return { kind: "absent" };
  const [value] = values;
  if (values.length > 1 || value === undefined || !/^[1-9]\d{0,5}$/.test(value)) return { kind: "malformed" };
  return { kind: "page", page: Number(value) };
}

/** An admin list's `?page=N`: 1 when absent; null when it is not a plain positive whole number. */
export function readListPage(searchParams: URLSearchParams): number | null {
  const param = parsePageParam(searchParams);
  if (param.kind === "absent") return 1;
  return param.kind === "page" ? param.page : null;
}

/** How many pages `total` items fill; an empty list still has its (empty) first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The path of page `page` of a list at `basePath`, which may have a query of its own (page 1 has no parameter). */
export function pagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${basePath.includes("?") ? "&" : "?"}page=${page}`;
}
