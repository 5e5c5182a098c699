import {
  StackedBody,
  StackedCell,
  StackedHead,
  StackedHeader,
  StackedRow,
  StackedTable,
} from "~/components/admin/stacked-table";

import type { ActivityView } from "./activity-view";

/** The log: a table from 1024 px up, a card an event below (no sideways scrolling). */
export function ActivityTable({ events }: { events: ActivityView[] }) {
  return (
    <StackedTable label="Activity">
      <StackedHead>
        <StackedHeader>When</StackedHeader>
        <StackedHeader>Who</StackedHeader>
        <StackedHeader>What</StackedHeader>
        <StackedHeader>From</StackedHeader>
      </StackedHead>
      <StackedBody>
        {events.map((event) => (
          <StackedRow key={event.id} className="align-top">
            <StackedCell label="When" className="text-slate-600 lg:whitespace-nowrap">
              <time dateTime={event.at}>{event.atText}</time>
            </StackedCell>
            <StackedCell label="Who" className="lg:max-w-56 lg:min-w-40">
              <span className="block font-medium text-slate-900">{event.who}</span>
              {event.whoEmail ? <span className="block text-xs break-all text-slate-500">{event.whoEmail}</span> : null}
            </StackedCell>
            <StackedCell label="What" className="lg:min-w-64">
              <span className="block font-semibold text-slate-900">{event.kindLabel}</span>
              <EventDetails event={event} />
            </StackedCell>
            <StackedCell label="From" className="text-slate-600 lg:min-w-40">
              <span className="block">{event.ipAddress ?? "—"}</span>
              {event.device ? <span className="block text-xs text-slate-500">{event.device}</span> : null}
            </StackedCell>
          </StackedRow>
        ))}
      </StackedBody>
    </StackedTable>
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
