import { Link } from "react-router";

import { ColumnsTable } from "~/components/admin/columns-table";

import type { SpamRow } from "./inbox-rows";
import { inboxItemHref, type InboxView } from "./inbox-view";

/** The Spam tab: contact messages and staff requests judged as spam, their Type in a column. */
export function SpamTable({ rows, view }: { rows: SpamRow[]; view: InboxView }) {
  return (
    <ColumnsTable
      label="Spam"
      rows={rows}
      columns={[
        { header: "Type", className: "lg:whitespace-nowrap", cell: (row) => row.type },
        {
          header: "From",
          className: "lg:max-w-72 lg:min-w-48",
          cell: (row) => (
            <>
              <Link
                to={inboxItemHref(row.id, view)}
                className="font-semibold break-words text-brand-800 hover:underline"
              >
                {row.name}
              </Link>
              {row.sender ? <span className="block text-xs break-all text-slate-600">{row.sender}</span> : null}
            </>
          ),
        },
        { header: "Summary", className: "break-words text-slate-700 lg:max-w-md", cell: (row) => row.summary },
        { header: "Received", className: "text-slate-600 lg:whitespace-nowrap", cell: (row) => row.received },
      ]}
    />
  );
}
