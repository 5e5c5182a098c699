import { Link } from "react-router";

import type { InboxRow } from "./inbox-rows";
import { inboxItemHref, type InboxView } from "./inbox-view";

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
export function MessageList({ rows, view }: { rows: InboxRow[]; view: InboxView }) {
  return (
    <ul
      aria-label="Messages"
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
                    to={inboxItemHref(row.id, view)}
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
