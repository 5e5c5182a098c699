/*
 * The search and filters of an admin list (FAQs, posts), read from its address: ?q= (the
 * words searched for), ?status=, and for FAQs ?category=, beside ?page= and any other
 * parameter another part of the page reads (e.g. ?view=). The address is the whole state,
 * so a filtered list can be shared, reloaded and reached again with Back.
 *
 * A value no form of the page sends is ignored rather than refused (an unknown status reads
 * as All, a repeated parameter as its first value): the page then shows, and its form says,
 * the list it really filtered.
 */

export const SEARCH_PARAM = "q";
export const STATUS_PARAM = "status";
export const CATEGORY_PARAM = "category";
const PAGE_PARAM = "page";

/** Longer searches are cut: a dozen words is all the query uses (searchQuery). */
export const SEARCH_MAX_LENGTH = 200;
/** As long as a FAQ's category may be. */
const CATEGORY_MAX_LENGTH = 100;

/** The filter's value for "every status". */
export const ALL_STATUSES = "all";

export interface ListFilter<Status extends string = string> {
  /** What was typed in the search box, trimmed; "" when nothing. */
  q: string;
  /** One of the list's statuses; null for All. */
  status: Status | null;
  /** A category's exact name; null for All. */
  category: string | null;
}

// Control characters cannot be stored or searched (PostgreSQL refuses NUL): they read as spaces.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function first(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

/** The list's filter from its address; `statuses` are the ones its Status filter offers. */
export function readListFilter<Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
): ListFilter<Status> {
  const status = first(params, STATUS_PARAM);
  const category = first(params, CATEGORY_PARAM);
  return {
    q: first(params, SEARCH_PARAM).slice(0, SEARCH_MAX_LENGTH),
    status: statuses.find((known) => known === status) ?? null,
    category: category && category.length <= CATEGORY_MAX_LENGTH ? category : null,
  };
}

/** Whether the list shows less than everything (its order then has gaps: no reordering). */
export function isFiltered(filter: ListFilter): boolean {
  return filter.q !== "" || filter.status !== null || filter.category !== null;
}

/** Whether the address asks for any search or filter, whatever the list's statuses are. */
export function asksForFilter(params: URLSearchParams): boolean {
  const status = first(params, STATUS_PARAM);
  return isFiltered(readListFilter(params, [])) || (status !== "" && status !== ALL_STATUSES);
}

/** The parameters that are not the filter's or the page's: kept by the search form and its links. */
export function otherParams(params: URLSearchParams): [string, string][] {
  const own = new Set([SEARCH_PARAM, STATUS_PARAM, CATEGORY_PARAM, PAGE_PARAM]);
  return [...params].filter(([name]) => !own.has(name));
}

/**
 * The address of the list at `path` with the filter and page given, keeping every other
 * parameter of `params` (in their order). Defaults are left out: page 1, All, no search.
 */
export function listHref(path: string, params: URLSearchParams, state: { filter: ListFilter; page?: number }): string {
  const next = new URLSearchParams(otherParams(params));
  const { filter, page = 1 } = state;
  if (filter.q) next.set(SEARCH_PARAM, filter.q);
  if (filter.status) next.set(STATUS_PARAM, filter.status);
  if (filter.category) next.set(CATEGORY_PARAM, filter.category);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** No search and every status and category. */
export const NO_FILTER: ListFilter<never> = { q: "", status: null, category: null };
