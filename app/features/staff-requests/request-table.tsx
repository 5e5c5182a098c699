import { Link } from "react-router";

import * as Stacked from "~/components/admin/stacked-table";
import { Badge } from "~/components/admin/ui";
import { inboxItemHref, type InboxView } from "~/features/inbox/inbox-view";

import type { RequestRow } from "./request-rows";

/**
 * The Staff Requests tab: a table from 1024 px up, a card a request below. The company is
 * the link to the request; an unread one is bold with a dot, as in the Inbox tab.
 */
export function RequestTable({ rows, view }: { rows: RequestRow[]; view: InboxView }) {
  return (
    <Stacked.Table label="Staff requests">
      <Stacked.Head>
        <Stacked.Header>Company</Stacked.Header>
        <Stacked.Header>Contact</Stacked.Header>
        <Stacked.Header className="text-right">Workers</Stacked.Header>
        <Stacked.Header>Start Date</Stacked.Header>
        <Stacked.Header>Received</Stacked.Header>
      </Stacked.Head>
      <Stacked.Body>
        {rows.map((row) => (
          <Stacked.Row key={row.id} className={`align-top ${row.unread ? "lg:bg-brand-50/50" : ""}`}>
            <Stacked.Cell label="Company" className="lg:min-w-48">
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
            </Stacked.Cell>
            <Stacked.Cell label="Contact" className="lg:min-w-48">
              <span className="block font-medium text-slate-900">{row.contact}</span>
              <span className="block text-xs break-all text-slate-600">{row.email}</span>
              {row.phone ? <span className="block text-xs whitespace-nowrap text-slate-600">{row.phone}</span> : null}
            </Stacked.Cell>
            <Stacked.Cell label="Workers" className="tabular-nums lg:text-right">
              {row.workers ?? "—"}
            </Stacked.Cell>
            <Stacked.Cell label="Start Date" className="lg:whitespace-nowrap">
              {row.startDate || "—"}
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
