import { data, Link } from "react-router";
import type { Route } from "./+types/route";
import { requireStaff } from "~/auth/guard.server";
import { TablePager } from "~/components/admin/table-pager";
import { AdminPage, AdminPageHeader, ColumnHeader, EmptyState, LoadError, ScrollTable } from "~/components/admin/ui";
import { countUnreadMessages, INBOX_PAGE_SIZE, listContactMessages, type InboxTab } from "~/inbox/contact-messages.server";
import { firstLine, formatReceived } from "~/inbox/received-time";
import { getSiteSettings } from "~/settings/settings.server";
import { agencyNameFromMatches, titleWith } from "~/utils/agency-name";
import { pageCount, parsePageParam } from "~/utils/pagination";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWith(agencyNameFromMatches(matches), "Inbox", "Admin") }];

// Visitors' messages: never kept by a browser or a shared cache.
export function headers() {
  return { "Cache-Control": "no-store" };
}

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
  await requireStaff(request);
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
      countUnreadMessages(),
      getSiteSettings(),
    ]);
  } catch (error) {
    // SPEC.md section 8's rule for admin lists: logged, and the page still renders.
    console.error("inbox: could not load the messages:", error);
    return { tab, page, pages: 1, total: 0, spamTotal: 0, unread: 0, rows: [] as InboxRow[], delivering: true, deleted: false, loadFailed: true };
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
    received: formatReceived(message.createdAt),
    firstLine: firstLine(message.message),
    unread: message.readAt === null,
    handled: message.handledAt !== null,
  }));
  return {
    tab,
    page,
    pages,
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
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${tone === "brand" ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-700"}`}>
      {children}
    </span>
  );
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { tab, page, pages, total, spamTotal, unread, rows, delivering, deleted, loadFailed } = loaderData;
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
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-800">
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
          {tab === "spam" ? "No spam. Messages judged as spam wait here, without a notification." : "No messages yet. Messages sent with the contact form appear here."}
        </EmptyState>
      ) : (
        <>
          <MessageCards rows={rows} />
          <MessageTable rows={rows} tab={tab} />
          {pages > 1 ? (
            <TablePager label="Messages pages" page={page} pages={pages} total={total} perPage={INBOX_PAGE_SIZE} href={(n) => tabHref(tab, n)} noun={noun} />
          ) : null}
        </>
      )}
    </AdminPage>
  );
}

function messageHref(id: string) {
  return `/admin/inbox/${id}`;
}

function UnreadDot({ unread }: { unread: boolean }) {
  return unread ? (
    <span className="flex items-center gap-1.5">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-brand-600" />
      <span className="sr-only">Unread</span>
    </span>
  ) : null;
}

function HandledBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-600/20 ring-inset">
      Handled
    </span>
  );
}

/** Narrow screens: one card per message. */
function MessageCards({ rows }: { rows: InboxRow[] }) {
  return (
    <ul aria-label="Messages" className="space-y-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={messageHref(row.id)}
            className={`block rounded-lg border p-4 shadow-sm hover:border-brand-300 ${row.unread ? "border-brand-200 bg-brand-50/60" : "border-slate-200 bg-white"}`}
          >
            <span className="flex items-start justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2">
                <UnreadDot unread={row.unread} />
                <span className={`truncate ${row.unread ? "font-bold text-slate-900" : "font-semibold text-slate-800"}`}>{row.name}</span>
              </span>
              <span className="shrink-0 text-xs text-slate-600">{row.received}</span>
            </span>
            <span className="mt-1 block truncate text-sm text-slate-600">
              {row.email}
              {row.company ? ` · ${row.company}` : ""}
            </span>
            <span className="mt-2 block truncate text-sm text-slate-800">{row.firstLine}</span>
            {row.handled ? (
              <span className="mt-2 block">
                <HandledBadge />
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Wider screens: the table. */
function MessageTable({ rows, tab }: { rows: InboxRow[]; tab: InboxTab }) {
  return (
    <div className="hidden md:block">
      <ScrollTable label={tab === "spam" ? "Spam messages" : "Messages"}>
        <thead>
          <tr>
            <ColumnHeader>Name</ColumnHeader>
            <ColumnHeader>Email</ColumnHeader>
            <ColumnHeader>Phone</ColumnHeader>
            <ColumnHeader>Company</ColumnHeader>
            <ColumnHeader>Received</ColumnHeader>
            <ColumnHeader>Message</ColumnHeader>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className={row.unread ? "bg-brand-50/60 hover:bg-brand-50" : "hover:bg-slate-50"}>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="flex items-center gap-2">
                  <UnreadDot unread={row.unread} />
                  <Link
                    to={messageHref(row.id)}
                    className={`hover:underline ${row.unread ? "font-bold text-slate-900" : "font-medium text-brand-800"}`}
                  >
                    {row.name}
                  </Link>
                </span>
              </td>
              <td className="px-4 py-3 text-slate-700">{row.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.phone}</td>
              <td className="px-4 py-3 text-slate-700">{row.company}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.received}</td>
              <td className="max-w-xs px-4 py-3 text-slate-800">
                <span className="flex items-center gap-2">
                  <span className="truncate">{row.firstLine}</span>
                  {row.handled ? <HandledBadge /> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
