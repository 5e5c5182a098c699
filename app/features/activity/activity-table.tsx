import * as Stacked from "~/components/admin/stacked-table";

import type { ActivityView } from "./activity-view";

/** The log: a table from 1024 px up, a card an event below (no sideways scrolling). */
export function ActivityTable({ events }: { events: ActivityView[] }) {
  return (
    <Stacked.Table label="Activity">
      <Stacked.Head>
        <Stacked.Header>When</Stacked.Header>
        <Stacked.Header>Who</Stacked.Header>
        <Stacked.Header>What</Stacked.Header>
        <Stacked.Header>From</Stacked.Header>
      </Stacked.Head>
      <Stacked.Body>
        {events.map((event) => (
          <Stacked.Row key={event.id} className="align-top">
            <Stacked.Cell label="When" className="text-slate-600 lg:whitespace-nowrap">
              <time dateTime={event.at}>{event.atText}</time>
            </Stacked.Cell>
            <Stacked.Cell label="Who" className="lg:max-w-56 lg:min-w-40">
              <span className="block font-medium text-slate-900">{event.who}</span>
              {event.whoEmail ? <span className="block text-xs break-all text-slate-500">{event.whoEmail}</span> : null}
            </Stacked.Cell>
            <Stacked.Cell label="What" className="lg:min-w-64">
              <span className="block font-semibold text-slate-900">{event.kindLabel}</span>
              <EventDetails event={event} />
            </Stacked.Cell>
            <Stacked.Cell label="From" className="text-slate-600 lg:min-w-40">
              <span className="block">{event.ipAddress ?? "—"}</span>
              {event.device ? <span className="block text-xs text-slate-500">{event.device}</span> : null}
            </Stacked.Cell>
          </Stacked.Row>
        ))}
      </Stacked.Body>
    </Stacked.Table>
  );
}

function EventDetails({ event }: { event: ActivityView }) {
  return (
    <>
      {event.what ? <span className="block break-words text-slate-700">{event.what}</span> : null}
      {event.changedFields.length > 0 ? (
        <span className="block text-xs text-slate-500">Changed: {event.changedFields.join(", ")}</span>
      ) : null}
      {event.detail ? <span className="block text-xs break-words text-slate-600">{event.detail}</span> : null}
    </>
  );
}
