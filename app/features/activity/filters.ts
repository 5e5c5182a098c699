import { parsePageParam } from "~/platform/format/pagination";

import { isActivityKind } from "./kinds";

/** /admin/activity shows this many rows a page. */
export const ACTIVITY_PER_PAGE = 50;

/** /admin/activity's query: ?person=<user id>&kind=<kind>&page=N, each optional. */
export interface ActivityQuery {
  person: string | null;
  kind: string | null;
  page: number;
}

const PERSON_ID = /^[A-Za-z0-9_-]{1,64}$/;

function single(searchParams: URLSearchParams, name: string): string | null | undefined {
  const values = searchParams.getAll(name);
  if (values.length > 1) return undefined;
  return values[0] || null;
}

/** The query, or null when it is malformed (an unknown kind, a page that is not a page...). */
export function parseActivityQuery(searchParams: URLSearchParams): ActivityQuery | null {
  const person = single(searchParams, "person");
  const kind = single(searchParams, "kind");
  const page = parsePageParam(searchParams);
  if (person === undefined || kind === undefined || page.kind === "malformed") return null;
  if (person !== null && !PERSON_ID.test(person)) return null;
  if (kind !== null && !isActivityKind(kind)) return null;
  return { person, kind, page: page.kind === "page" ? page.page : 1 };
}

function queryString(query: Partial<ActivityQuery>): string {
  const params = new URLSearchParams();
  if (query.person) params.set("person", query.person);
  if (query.kind) params.set("kind", query.kind);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function activityHref(query: Partial<ActivityQuery>): string {
  return `/admin/activity${queryString(query)}`;
}

/** 'Export CSV': the same filter, every page. */
export function activityCsvHref(query: Partial<ActivityQuery>): string {
  return `/admin/activity.csv${queryString({ person: query.person, kind: query.kind })}`;
}
