import { ColumnsTable } from "~/components/admin/columns-table";

import type { ActivityView } from "./activity-view";

/** The log: a table from 1024 px up, a card an event below (no sideways scrolling). */
export function ActivityTable({ events }: { events: ActivityView[] }) {
  return (
    <ColumnsTable
      label="Activity"
      rows={events}
      columns={[
        {
          header: "When",
          className: "text-slate-600 lg:whitespace-nowrap",
          cell: (event) => <time dateTime={event.at}>{event.atText}</time>,
        },
        {
          header: "Who",
          className: "lg:max-w-56 lg:min-w-40",
          cell: (event) => (
            <>
              <span className="block font-medium text-slate-900">{event.who}</span>
              {event.whoEmail ? <span className="block text-xs break-all text-slate-500">{event.whoEmail}</span> : null}
            </>
          ),
        },
        {
          header: "What",
          className: "lg:min-w-64",
          cell: (event) => (
            <>
              <span className="block font-semibold text-slate-900">{event.kindLabel}</span>
              <EventDetails event={event} />
            </>
          ),
        },
        {
          header: "From",
          className: "text-slate-600 lg:min-w-40",
          cell: (event) => (
            <>
              <span className="block">{event.ipAddress ?? "—"}</span>
              {event.device ? <span className="block text-xs text-slate-500">{event.device}</span> : null}
            </>
          ),
        },
      ]}
    />
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
