import { Link } from "react-router";

import type { ActivityView } from "./activity-view";

/** The dashboard's last few activity rows, with a link to the whole log. */
export function RecentActivity({ events }: { events: ActivityView[] }) {
  return (
    <section
      aria-labelledby="recent-activity-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-activity-title" className="text-lg font-bold text-brand-900">
          Recent Activity
        </h2>
        <Link
          to="/admin/activity"
          className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          View all activity
        </Link>
      </div>
      {events.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No activity has been recorded yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {events.map((event) => (
            <li
              key={event.id}
              className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <span className="min-w-0 break-words text-slate-800">
                <span className="font-semibold">{event.who}</span> · {event.kindLabel}
                {event.what ? <span className="text-slate-600"> · {event.what}</span> : null}
              </span>
              <time dateTime={event.at} className="shrink-0 text-sm text-slate-500">
                {event.atText}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
