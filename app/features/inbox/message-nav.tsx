import { Link } from "react-router";

import { ArrowLeftIcon, ArrowRightIcon, CheckCircleIcon } from "~/components/admin/icons";

import { inboxItemHref, inboxListHref, tabLabels, type InboxView } from "./inbox-view";

/** An open message's or staff request's place in the list it was opened from. */
export interface MessagePlace {
  view: InboxView;
  /** The ids above and below it in that list; null at either end. */
  previous: string | null;
  next: string | null;
}

const linkClass = "inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline";
const stepClass =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * 'Back to Inbox' (or the tab and filter it came from), and 'Previous' and 'Next' in that
 * list's order (newest first), each left out at its end of the list.
 */
export function MessageNav({ place }: { place: MessagePlace }) {
  const { view, previous, next } = place;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link to={inboxListHref(view)} className={linkClass}>
        <ArrowLeftIcon />
        Back to {tabLabels[view.tab]}
      </Link>
      {previous || next ? (
        <nav aria-label="Previous and next" className="flex gap-2">
          {previous ? (
            <Link to={inboxItemHref(previous, view)} className={stepClass}>
              <ArrowLeftIcon className="size-4" />
              Previous
            </Link>
          ) : null}
          {next ? (
            <Link to={inboxItemHref(next, view)} className={stepClass}>
              Next
              <ArrowRightIcon className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** 'Handled by Sam Lee on November 21, 2026 at 3:04 PM' (without a name for marks made before names were kept). */
export function HandledBadge({ at, by }: { at: string; by: string | null }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-600/20 ring-inset">
      <CheckCircleIcon className="size-3.5 shrink-0" />
      {by ? `Handled by ${by} on ${at}` : `Handled ${at}`}
    </span>
  );
}
