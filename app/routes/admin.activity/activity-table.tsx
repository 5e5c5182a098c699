import type { ActivityView } from "~/activity/activity-view";
import { ColumnHeader, ScrollTable } from "~/components/admin/ui";

/** The log as a table on wider screens, as a list of cards on phones (no sideways scrolling). */
export function ActivityTable({ events }: { events: ActivityView[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <WideTable events={events} />
      </div>
      <ul aria-label="Activity" className="space-y-3 lg:hidden">
        {events.map((event) => (
          <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{event.kindLabel}</p>
            <EventDetails event={event} />
            <p className="mt-2 break-words text-slate-800">
              {event.who}
              {event.whoEmail ? <span className="block text-xs break-all text-slate-500">{event.whoEmail}</span> : null}
            </p>
            <p className="mt-2 text-xs text-slate-500">
              <time dateTime={event.at}>{event.atText}</time>
              {event.ipAddress ? ` · ${event.ipAddress}` : null}
              {event.device ? ` · ${event.device}` : null}
            </p>
          </li>
        ))}
      </ul>
    </>
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

function WideTable({ events }: { events: ActivityView[] }) {
  return (
    <ScrollTable label="Activity">
      <thead>
        <tr>
          <ColumnHeader>When</ColumnHeader>
          <ColumnHeader>Who</ColumnHeader>
          <ColumnHeader>What</ColumnHeader>
          <ColumnHeader>From</ColumnHeader>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {events.map((event) => (
          <tr key={event.id} className="align-top">
            <td className="px-4 py-3 whitespace-nowrap text-slate-600">
              <time dateTime={event.at}>{event.atText}</time>
            </td>
            <td className="max-w-56 min-w-40 px-4 py-3">
              <span className="block font-medium break-words text-slate-900">{event.who}</span>
              {event.whoEmail ? <span className="block text-xs break-all text-slate-500">{event.whoEmail}</span> : null}
            </td>
            <td className="min-w-64 px-4 py-3">
              <span className="block font-semibold text-slate-900">{event.kindLabel}</span>
              <EventDetails event={event} />
            </td>
            <td className="min-w-40 px-4 py-3 text-slate-600">
              <span className="block">{event.ipAddress ?? "—"}</span>
              {event.device ? <span className="block text-xs text-slate-500">{event.device}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
