import { Link } from "react-router";

import * as Stacked from "~/components/admin/stacked-table";

import type { SpamRow } from "./inbox-rows";
import { inboxItemHref, type InboxView } from "./inbox-view";

/** The Spam tab: contact messages and staff requests judged as spam, their Type in a column. */
export function SpamTable({ rows, view }: { rows: SpamRow[]; view: InboxView }) {
  return (
    <Stacked.Table label="Spam">
      <Stacked.Head>
        <Stacked.Header>Type</Stacked.Header>
        <Stacked.Header>From</Stacked.Header>
        <Stacked.Header>Summary</Stacked.Header>
        <Stacked.Header>Received</Stacked.Header>
      </Stacked.Head>
      <Stacked.Body>
        {rows.map((row) => (
          <Stacked.Row key={row.id} className="align-top">
            <Stacked.Cell label="Type" className="lg:whitespace-nowrap">
              {row.type}
            </Stacked.Cell>
            <Stacked.Cell label="From" className="lg:max-w-72 lg:min-w-48">
              <Link
                to={inboxItemHref(row.id, view)}
                className="font-semibold break-words text-brand-800 hover:underline"
              >
                {row.name}
              </Link>
              {row.sender ? <span className="block text-xs break-all text-slate-600">{row.sender}</span> : null}
            </Stacked.Cell>
            <Stacked.Cell label="Summary" className="break-words text-slate-700 lg:max-w-md">
              {row.summary}
            </Stacked.Cell>
            <Stacked.Cell label="Received" className="text-slate-600 lg:whitespace-nowrap">
              {row.received}
            </Stacked.Cell>
          </Stacked.Row>
        ))}
      </Stacked.Body>
    </Stacked.Table>
  );
}
