import { data, Link } from "react-router";

import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, EmptyState, LoadError } from "~/components/admin/ui";
import { countUnread, INBOX_PAGE_SIZE, listContactMessages } from "~/features/inbox/contact-messages.server";
import { inboxRow, spamRow, type InboxRow, type SpamRow } from "~/features/inbox/inbox-rows";
import { inboxListHref, readInboxView, type InboxTab, type InboxView } from "~/features/inbox/inbox-view";
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

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = readInboxView(url.searchParams);
  const { tab } = view;
  const param = parsePageParam(url.searchParams);
  if (param.kind === "malformed") throw data(null, { status: 404 });
  const page = param.kind === "page" ? param.page : 1;
  const common = {
    tab,
    notHandled: view.notHandled,
    page,
    perPage: INBOX_PAGE_SIZE,
    deleted: url.searchParams.get("deleted") === "1",
  };
  let loaded;
  try {
    loaded = await Promise.all([
      listContactMessages(view, page),
      tab === "spam" ? null : listContactMessages({ tab: "spam", notHandled: false }, 1).then((result) => result.total),
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

/** 'All' or 'Not handled': plain links, so the filter works without JavaScript and has an address. */
function HandledFilter({ view }: { view: InboxView }) {
  const choices = [
    { label: "All", notHandled: false },
    { label: "Not handled", notHandled: true },
  ];
  return (
    <nav aria-label="Filter" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-700">Show:</span>
      {choices.map((choice) => (
        <Link
          key={choice.label}
          to={inboxListHref({ tab: view.tab, notHandled: choice.notHandled })}
          aria-current={view.notHandled === choice.notHandled ? "page" : undefined}
          className={filterClass}
        >
          {choice.label}
        </Link>
      ))}
    </nav>
  );
}

const filterClass =
  "rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:border-slate-400 hover:bg-slate-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white";

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

const tabWords: Record<InboxTab, { noun: string; pager: string; empty: string; allHandled?: string; deleted: string }> =
  {
    inbox: {
      noun: "messages",
      pager: "Messages pages",
      empty: "No messages yet. Messages sent with the contact form appear here.",
      allHandled: "Every message has been handled.",
      deleted: "The message was deleted.",
    },
    requests: {
      noun: "staff requests",
      pager: "Staff requests pages",
      empty: "No staff requests yet. Requests employers send with the Request Staff form appear here.",
      allHandled: "Every staff request has been handled.",
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
  const {
    tab,
    notHandled,
    page,
    pages,
    perPage,
    total,
    spamTotal,
    unread,
    unreadRequests,
    delivering,
    deleted,
    loadFailed,
  } = loaderData;
  const view: InboxView = { tab, notHandled };
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
              <Link
                to={inboxListHref({ tab: item.tab, notHandled: false })}
                aria-current={tab === item.tab ? "page" : undefined}
                className={tabClass}
              >
                {item.label}
                {item.badge}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab !== "spam" ? <HandledFilter view={view} /> : null}

      {loadFailed ? (
        <LoadError>The messages could not be loaded. Please reload the page in a moment.</LoadError>
      ) : total === 0 ? (
        <EmptyState>{notHandled ? words.allHandled : words.empty}</EmptyState>
      ) : (
        <>
          {tab === "inbox" ? <MessageList rows={loaderData.rows} view={view} /> : null}
          {tab === "requests" ? <RequestTable rows={loaderData.requestRows} view={view} /> : null}
          {tab === "spam" ? <SpamTable rows={loaderData.spamRows} view={view} /> : null}
          {pages > 1 ? (
            <TablePager
              label={words.pager}
              page={page}
              pages={pages}
              total={total}
              perPage={perPage}
              href={(n) => inboxListHref(view, n)}
              noun={words.noun}
            />
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
