import { data, Link } from "react-router";

import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, EmptyState, LoadError } from "~/components/admin/ui";
import {
  countUnread,
  INBOX_PAGE_SIZE,
  listContactMessages,
  type InboxTab,
} from "~/features/inbox/contact-messages.server";
import { inboxRow, spamRow, type InboxRow, type SpamRow } from "~/features/inbox/inbox-rows";
import { MessageList } from "~/features/inbox/message-list";
import { SpamTable } from "~/features/inbox/spam-table";
import { getSiteSettings } from "~/features/settings/settings.server";
import { requestRow, type RequestRow } from "~/features/staff-requests/request-rows";
import { RequestTable } from "~/features/staff-requests/request-table";
import { agencyNameFromMatches, titleWith } from "~/platform/document/root-data";
import { pageCount, parsePageParam } from "~/platform/format/pagination";
import { logError } from "~/platform/http/describe-error.server";

import type { Route } from "./+types/route";

export type { InboxRow };

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWith(agencyNameFromMatches(matches), "Inbox", "Admin") },
];

function tabOf(searchParams: URLSearchParams): InboxTab {
  const tab = searchParams.get("tab");
  return tab === "spam" || tab === "requests" ? tab : "inbox";
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const tab = tabOf(url.searchParams);
  const param = parsePageParam(url.searchParams);
  if (param.kind === "malformed") throw data(null, { status: 404 });
  const page = param.kind === "page" ? param.page : 1;
  const common = {
    tab,
    page,
    perPage: INBOX_PAGE_SIZE,
    deleted: url.searchParams.get("deleted") === "1",
  };
  let loaded;
  try {
    loaded = await Promise.all([
      listContactMessages(tab, page),
      tab === "spam" ? null : listContactMessages("spam", 1).then((result) => result.total),
      countUnread(),
      getSiteSettings(),
    ]);
  } catch (error) {
    // The rule for admin lists (loadOrLog): logged, and the page still renders.
    logError("inbox: could not load the messages", error);
    return {
      ...common,
      pages: 1,
      total: 0,
      spamTotal: 0,
      unread: 0,
      unreadRequests: 0,
      rows: [] as InboxRow[],
      requestRows: [] as RequestRow[],
      spamRows: [] as SpamRow[],
      delivering: true,
      loadFailed: true,
    };
  }
  const [{ messages, total }, spam, unread, settings] = loaded;
  const pages = pageCount(total, INBOX_PAGE_SIZE);
  if (page > pages) throw data(null, { status: 404 });
  return {
    ...common,
    pages,
    total,
    spamTotal: tab === "spam" ? total : (spam ?? 0),
    unread: unread.messages,
    unreadRequests: unread.requests,
    // Each tab's rows (the others empty).
    rows: tab === "inbox" ? messages.map(inboxRow) : [],
    requestRows: tab === "requests" ? messages.map(requestRow) : [],
    spamRows: tab === "spam" ? messages.map(spamRow) : [],
    delivering: settings.inboxEnabled,
    loadFailed: false,
  };
}

function tabHref(tab: InboxTab, page = 1): string {
  const params = new URLSearchParams();
  if (tab !== "inbox") params.set("tab", tab);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/inbox${query ? `?${query}` : ""}`;
}

const tabClass =
  "inline-flex items-center gap-2 border-b-2 px-1 pb-3 text-sm font-semibold whitespace-nowrap aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900 border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-800";

function CountBadge({ children, tone }: { children: React.ReactNode; tone: "brand" | "slate" }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone === "brand" ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"}`}
    >
      {children}
    </span>
  );
}

/** 'unread' after a tab's count: read out always, shown from 640 px (the three tabs fit a phone). */
function UnreadWord() {
  return <span className="max-sm:sr-only"> unread</span>;
}

const tabWords: Record<InboxTab, { noun: string; pager: string; empty: string; deleted: string }> = {
  inbox: {
    noun: "messages",
    pager: "Messages pages",
    empty: "No messages yet. Messages sent with the contact form appear here.",
    deleted: "The message was deleted.",
  },
  requests: {
    noun: "staff requests",
    pager: "Staff requests pages",
    empty: "No staff requests yet. Requests employers send with the Request Staff form appear here.",
    deleted: "The staff request was deleted.",
  },
  spam: {
    noun: "spam messages",
    pager: "Spam pages",
    empty: "No spam. Messages and staff requests judged as spam wait here, without a notification.",
    deleted: "The message was deleted.",
  },
};

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { tab, page, pages, perPage, total, spamTotal, unread, unreadRequests, delivering, deleted, loadFailed } =
    loaderData;
  const words = tabWords[tab];
  const tabs: Array<{ tab: InboxTab; label: string; badge: React.ReactNode }> = [
    {
      tab: "inbox",
      label: "Inbox",
      badge:
        unread > 0 ? (
          <CountBadge tone="brand">
            {unread}
            <UnreadWord />
          </CountBadge>
        ) : null,
    },
    {
      tab: "requests",
      label: "Staff Requests",
      badge:
        unreadRequests > 0 ? (
          <CountBadge tone="brand">
            {unreadRequests}
            <UnreadWord />
          </CountBadge>
        ) : null,
    },
    { tab: "spam", label: "Spam", badge: <CountBadge tone="slate">{spamTotal}</CountBadge> },
  ];
  return (
    <AdminPage>
      <AdminPageHeader
        title="Inbox"
        description="Messages sent with the contact form and staff requests sent by employers, newest first. Opening one marks it read."
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
          {words.deleted}
        </p>
      ) : null}

      <nav aria-label="Inbox folders" className="-mx-4 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-5 sm:gap-6">
          {tabs.map((item) => (
            <li key={item.tab}>
              <Link to={tabHref(item.tab)} aria-current={tab === item.tab ? "page" : undefined} className={tabClass}>
                {item.label}
                {item.badge}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {loadFailed ? (
        <LoadError>The messages could not be loaded. Please reload the page in a moment.</LoadError>
      ) : total === 0 ? (
        <EmptyState>{words.empty}</EmptyState>
      ) : (
        <>
          {tab === "inbox" ? <MessageList rows={loaderData.rows} /> : null}
          {tab === "requests" ? <RequestTable rows={loaderData.requestRows} /> : null}
          {tab === "spam" ? <SpamTable rows={loaderData.spamRows} /> : null}
          {pages > 1 ? (
            <TablePager
              label={words.pager}
              page={page}
              pages={pages}
              total={total}
              perPage={perPage}
              href={(n) => tabHref(tab, n)}
              noun={words.noun}
            />
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
