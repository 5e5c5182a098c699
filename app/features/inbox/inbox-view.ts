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

/** The list the address of the list page names. */
export function readInboxView(params: URLSearchParams): InboxView {
  const named = params.get(TAB_PARAM);
  const tab: InboxTab = named === "spam" || named === "requests" ? named : "inbox";
  return openedFrom(params, tab);
}

/**
 * The list an open message or request is in: its own tab (where its state puts it: a request
 * marked as spam is in Spam), with the filter its address carries.
 */
export function openedFrom(params: URLSearchParams, tab: InboxTab): InboxView {
  return { tab, notHandled: tab !== "spam" && params.get(STATUS_PARAM) === NOT_HANDLED };
}

function queryOf(params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : "";
}

function filterParams(view: InboxView): Record<string, string> {
  return view.notHandled ? { [STATUS_PARAM]: NOT_HANDLED } : {};
}

/** The view's parameters, "" for the whole Inbox tab; `extra` after them (page, deleted). */
export function inboxViewQuery(view: InboxView, extra: Record<string, string> = {}): string {
  return queryOf({ ...(view.tab !== "inbox" ? { [TAB_PARAM]: view.tab } : {}), ...filterParams(view), ...extra });
}

/** The list page showing `view`, at `page`. */
export function inboxListHref(view: InboxView, page = 1): string {
  return `/admin/inbox${inboxViewQuery(view, page > 1 ? { page: String(page) } : {})}`;
}

/** A message or staff request opened from the list `view` (its tab is its own); `extra` after the filter. */
export function inboxItemHref(id: string, view: InboxView, extra: Record<string, string> = {}): string {
  return `/admin/inbox/${id}${queryOf({ ...filterParams(view), ...extra })}`;
}
