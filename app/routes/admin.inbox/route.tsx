import { data, Link } from "react-router";

import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, EmptyState, LoadError } from "~/components/admin/ui";
import {
  countUnread,
  INBOX_PAGE_SIZE,
  listContactMessages,
  type InboxTab,
} from "~/features/inbox/contact-messages.server";
import { firstLine, formatReceivedShort } from "~/features/inbox/received-time";
import { getSiteSettings } from "~/features/settings/settings.server";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { pageCount, parsePageParam } from "~/platform/format/pagination";
import { logError } from "~/platform/http/describe-error.server";

import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Inbox", "Admin") },
];

export interface InboxRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  received: string;
  firstLine: string;
  unread: boolean;
  handled: boolean;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab: InboxTab = url.searchParams.get("tab") === "spam" ? "spam" : "inbox";
  const param = parsePageParam(url.searchParams);
  if (param.kind === "malformed") throw data(null, { status: 404 });
  const page = param.kind === "page" ? param.page : 1;
  let loaded;
  try {
    loaded = await Promise.all([
      listContactMessages(tab, page),
      tab === "spam" ? null : listContactMessages("spam", 1).then((result) => result.total),
      countUnread().then((counts) => counts.messages),
      getSiteSettings(),
    ]);
  } catch (error) {
    // The rule for admin lists (loadOrLog): logged, and the page still renders.
    logError("inbox: could not load the messages", error);
    return {
      tab,
      page,
      pages: 1,
      perPage: INBOX_PAGE_SIZE,
      total: 0,
      spamTotal: 0,
      unread: 0,
      rows: [] as InboxRow[],
      delivering: true,
      deleted: false,
      loadFailed: true,
    };
  }
  const [{ messages, total }, spam, unread, settings] = loaded;
  const pages = pageCount(total, INBOX_PAGE_SIZE);
  if (page > pages) throw data(null, { status: 404 });
  const rows: InboxRow[] = messages.map((message) => ({
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    company: message.company,
    received: formatReceivedShort(message.createdAt),
    firstLine: firstLine(message.message),
    unread: message.readAt === null,
    handled: message.handledAt !== null,
  }));
  return {
    tab,
    page,
    pages,
    perPage: INBOX_PAGE_SIZE,
    total,
    spamTotal: tab === "spam" ? total : (spam ?? 0),
    unread,
    rows,
    delivering: settings.inboxEnabled,
    deleted: url.searchParams.get("deleted") === "1",
    loadFailed: false,
  };
}

function tabHref(tab: InboxTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab === "spam") params.set("tab", "spam");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/inbox${query ? `?${query}` : ""}`;
}

const tabClass =
  "inline-flex items-center gap-2 border-b-2 px-1 pb-3 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900 border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-800";

function CountBadge({ children, tone }: { children: React.ReactNode; tone: "brand" | "slate" }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone === "brand" ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"}`}
    >
      {children}
    </span>
  );
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { tab, page, pages, perPage, total, spamTotal, unread, rows, delivering, deleted, loadFailed } = loaderData;
  const noun = tab === "spam" ? "spam messages" : "messages";
  return (
    <AdminPage>
      <AdminPageHeader
        title="Inbox"
        description="Messages sent with the contact form on the website, newest first. Opening one marks it read."
      />

      {!delivering ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          The contact form does not deliver messages now. Turn on &lsquo;Deliver contact messages to staff&rsquo; in{" "}
          <Link to="/admin/settings" className="font-semibold underline">
            Settings
          </Link>{" "}
          to receive them here.
        </p>
      ) : null}
      {deleted ? (
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800"
        >
          The message was deleted.
        </p>
      ) : null}

      <nav aria-label="Inbox folders" className="border-b border-slate-200">
        <ul className="flex gap-6">
          <li>
            <Link to={tabHref("inbox")} aria-current={tab === "inbox" ? "page" : undefined} className={tabClass}>
              Inbox
              {unread > 0 ? <CountBadge tone="brand">{unread} unread</CountBadge> : null}
            </Link>
          </li>
          <li>
            <Link to={tabHref("spam")} aria-current={tab === "spam" ? "page" : undefined} className={tabClass}>
              Spam
              <CountBadge tone="slate">{spamTotal}</CountBadge>
            </Link>
          </li>
        </ul>
      </nav>

      {loadFailed ? (
        <LoadError>The messages could not be loaded. Please reload the page in a moment.</LoadError>
      ) : rows.length === 0 ? (
        <EmptyState>
          {tab === "spam"
            ? "No spam. Messages judged as spam wait here, without a notification."
            : "No messages yet. Messages sent with the contact form appear here."}
        </EmptyState>
      ) : (
        <>
          <MessageList rows={rows} tab={tab} />
          {pages > 1 ? (
            <TablePager
              label="Messages pages"
              page={page}
              pages={pages}
              total={total}
              perPage={perPage}
              href={(n) => tabHref(tab, n)}
              noun={noun}
            />
          ) : null}
        </>
      )}
    </AdminPage>
  );
}

function messageHref(id: string) {
  return `/admin/inbox/${id}`;
}

/** Company, email and phone, a dot between; a phone number never breaks across lines. */
function ContactLine({ row }: { row: InboxRow }) {
  const parts = [row.company, row.email].filter(Boolean);
  return (
    <>
      {parts.join(" · ")}
      {row.phone ? (
        <>
          {parts.length > 0 ? " · " : null}
          <span className="whitespace-nowrap">{row.phone}</span>
        </>
      ) : null}
    </>
  );
}

function HandledBadge() {
  return (
    <span className="inline-flex shrink-0 items-center rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-600/20 ring-inset">
      Handled
    </span>
  );
}

/**
 * The messages as a mail program lists them: who, from where, the first line, when. The
 * name is the link; the whole row answers a click.
 */
function MessageList({ rows, tab }: { rows: InboxRow[]; tab: InboxTab }) {
  return (
    <ul
      aria-label={tab === "spam" ? "Spam messages" : "Messages"}
      className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {rows.map((row) => {
        const contact = row.company || row.email || row.phone ? <ContactLine row={row} /> : null;
        return (
          <li
            key={row.id}
            className={`relative flex gap-3 px-4 py-3.5 hover:bg-slate-50 sm:px-5 ${row.unread ? "bg-brand-50/50" : ""}`}
          >
            <span className="mt-2 flex w-2.5 shrink-0 justify-center">
              {row.unread ? <span aria-hidden="true" className="size-2.5 rounded-full bg-brand-600" /> : null}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <p className="min-w-0 break-words lg:truncate">
                  <Link
                    to={messageHref(row.id)}
                    className={`after:absolute after:inset-0 after:rounded-sm focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600 ${row.unread ? "font-bold text-slate-900" : "font-semibold text-slate-800"}`}
                  >
                    {row.name}
                    {row.unread ? <span className="sr-only"> (unread)</span> : null}
                  </Link>
                  {contact ? <span className="ml-2 hidden text-sm text-slate-600 lg:inline">{contact}</span> : null}
                </p>
                <p className="shrink-0 text-xs text-slate-600 sm:text-sm">{row.received}</p>
              </div>
              {contact ? <p className="text-sm break-words text-slate-600 lg:hidden">{contact}</p> : null}
              <div className="mt-1 flex items-center gap-2">
                <p className={`min-w-0 truncate text-sm ${row.unread ? "text-slate-900" : "text-slate-700"}`}>
                  {row.firstLine}
                </p>
                {row.handled ? <HandledBadge /> : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
