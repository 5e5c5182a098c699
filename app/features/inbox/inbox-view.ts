/*
 * Which list of the inbox page is shown, read from its address: ?tab= (Inbox, the default;
 * "requests", Staff Requests; "spam") and ?status=not-handled ('Not handled', on the Inbox and
 * Staff Requests tabs). An open message's address carries the list it was opened from, so
 * that 'Previous', 'Next' and 'Back to ...' stay in that list. Unknown values read as the
 * default, as the content lists' filters do (app/features/content-lists/list-filters.ts).
 */

/** The Inbox tab (contact messages), Staff Requests, and Spam (both kinds). */
export type InboxTab = "inbox" | "requests" | "spam";

/**
 * A list of the inbox page: a tab and, on the Inbox and Staff Requests tabs, 'Not handled'
 * (only what nobody has marked handled or answered yet). Spam has no handled filter.
 */
export interface InboxView {
  tab: InboxTab;
  notHandled: boolean;
}

const TAB_PARAM = "tab";
const STATUS_PARAM = "status";
const NOT_HANDLED = "not-handled";

export const tabLabels: Record<InboxTab, string> = { inbox: "Inbox", requests: "Staff Requests", spam: "Spam" };

/** The list the address names; without ?tab=, `tab` (an open message's own tab). */
export function readInboxView(params: URLSearchParams, tab: InboxTab = "inbox"): InboxView {
  const named = params.get(TAB_PARAM);
  const shown: InboxTab = named === "spam" || named === "requests" || named === "inbox" ? named : tab;
  return { tab: shown, notHandled: shown !== "spam" && params.get(STATUS_PARAM) === NOT_HANDLED };
}

/** The view's parameters, "" for the whole Inbox tab; `extra` after them (page, deleted). */
export function inboxViewQuery(view: InboxView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (view.tab !== "inbox") params.set(TAB_PARAM, view.tab);
  if (view.notHandled) params.set(STATUS_PARAM, NOT_HANDLED);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The list page showing `view`, at `page`. */
export function inboxListHref(view: InboxView, page = 1): string {
  return `/admin/inbox${inboxViewQuery(view, page > 1 ? { page: String(page) } : {})}`;
}

/** A message or staff request opened from the list `view`; `extra` parameters after the view's. */
export function inboxItemHref(id: string, view: InboxView, extra: Record<string, string> = {}): string {
  return `/admin/inbox/${id}${inboxViewQuery(view, extra)}`;
}
