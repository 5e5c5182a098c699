import { Link } from "react-router";

import { ColumnsTable } from "~/components/admin/columns-table";
import { Badge } from "~/components/admin/ui";
import { inboxItemHref, type InboxView } from "~/features/inbox/inbox-view";

import type { RequestRow } from "./request-rows";

/**
 * The Staff Requests tab: a table from 1024 px up, a card a request below. The company is
 * the link to the request; an unread one is bold with a dot, as in the Inbox tab.
 */
export function RequestTable({ rows, view }: { rows: RequestRow[]; view: InboxView }) {
  return (
    <ColumnsTable
      label="Staff requests"
      rows={rows}
      rowClassName={(row) => (row.unread ? "lg:bg-brand-50/50" : "")}
      columns={[
        {
          header: "Company",
          className: "lg:min-w-48",
          cell: (row) => (
            <>
              <Link
                to={inboxItemHref(row.id, view)}
                className={`block break-words text-brand-800 hover:underline ${row.unread ? "font-bold" : "font-semibold"}`}
              >
                {row.unread ? (
                  <span aria-hidden="true" className="mr-2 inline-block size-2.5 rounded-full bg-brand-600" />
                ) : null}
                {row.company}
                {row.unread ? <span className="sr-only"> (unread)</span> : null}
              </Link>
              {row.handled ? (
                <span className="mt-1 block">
                  <Badge tone="green">Handled</Badge>
                </span>
              ) : null}
            </>
          ),
        },
        {
          header: "Contact",
          className: "lg:min-w-48",
          cell: (row) => (
            <>
              <span className="block font-medium text-slate-900">{row.contact}</span>
              <span className="block text-xs break-all text-slate-600">{row.email}</span>
              {row.phone ? <span className="block text-xs whitespace-nowrap text-slate-600">{row.phone}</span> : null}
            </>
          ),
        },
        {
          header: "Workers",
          headerClassName: "text-right",
          className: "tabular-nums lg:text-right",
          cell: (row) => row.workers ?? "—",
        },
        { header: "Start Date", className: "lg:whitespace-nowrap", cell: (row) => row.startDate || "—" },
        { header: "Received", className: "text-slate-600 lg:whitespace-nowrap", cell: (row) => row.received },
      ]}
    />
  );
}
