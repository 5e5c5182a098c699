import { useRef } from "react";
import { Link, useFetcher, useFetchers } from "react-router";

import { AlertIcon, ArrowRightIcon } from "~/components/admin/icons";
import { formatCount } from "~/platform/format/format-count";
import type { AdminActionResult } from "~/platform/forms/admin-action";

import { DISMISS_SETUP_ITEM, RESTORE_SETUP_ITEMS, type SetupItem } from "./setup-item";

/*
 * 'Finish setting up your site' on the dashboard: what is still as the site shipped, each with
 * the link that fixes it and 'Dismiss', which hides it for all staff. Both buttons are forms
 * that post the page without JavaScript; with it, a dismissed item goes at once.
 */

const dismissing = (formData: FormData | undefined) =>
  formData?.get("intent") === DISMISS_SETUP_ITEM ? String(formData.get("item")) : null;

export function SetupChecklist({ items, dismissedCount }: { items: SetupItem[]; dismissedCount: number }) {
  const pending = new Set(useFetchers().map((fetcher) => dismissing(fetcher.formData)));
  const shown = items.filter((item) => !pending.has(item.id));
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="setup-title" className="rounded-lg border border-amber-300 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="setup-title"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-bold text-brand-900 focus:outline-none"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-800">
            <AlertIcon className="size-5" />
          </span>
          Finish setting up your site
        </h2>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900 tabular-nums">
          {shown.length === 1 ? "1 item left" : `${formatCount(shown.length)} items left`}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        The site works as it is, but {shown.length === 1 ? "this is" : "these things are"} still as it was delivered.
        Dismissing an item hides it for all staff.
      </p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {shown.map((item) => (
          <SetupChecklistItem
            key={item.id}
            item={item}
            // The button goes with its item: focus moves to the heading, which stays.
            onDismiss={() => headingRef.current?.focus()}
          />
        ))}
      </ul>
      {dismissedCount > 0 ? <RestoreDismissed count={dismissedCount} /> : null}
    </section>
  );
}

function SetupChecklistItem({ item, onDismiss }: { item: SetupItem; onDismiss: () => void }) {
  const fetcher = useFetcher<AdminActionResult>({ key: `setup-${item.id}` });
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok;
  const textId = `setup-${item.id}-text`;
  const split = item.fix.label.lastIndexOf(" ") + 1;
  const [leadingWords, lastWord] = [item.fix.label.slice(0, split), item.fix.label.slice(split)];
  return (
    <li className="flex flex-col justify-between gap-3 rounded-md border border-slate-200 bg-slate-50/60 p-4">
      <p id={textId} className="break-words text-slate-800">
        {item.text}
      </p>
      <div className="flex items-center justify-between gap-4">
        <Link
          to={item.fix.href}
          className="group min-w-0 rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {/* The arrow stays with the last word, never alone on a line. */}
          {leadingWords}
          <span className="whitespace-nowrap">
            {lastWord}
            <ArrowRightIcon className="ml-1.5 inline size-4 align-[-3px] transition-transform group-hover:translate-x-0.5" />
          </span>
        </Link>
        <fetcher.Form method="post" onSubmit={onDismiss} className="shrink-0">
          <input type="hidden" name="intent" value={DISMISS_SETUP_ITEM} />
          <input type="hidden" name="item" value={item.id} />
          <button
            type="submit"
            aria-describedby={textId}
            className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Dismiss
          </button>
        </fetcher.Form>
      </div>
      {failed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fetcher.data?.ok === false && fetcher.data.error
            ? fetcher.data.error
            : "The item could not be dismissed. Please try again."}
        </p>
      ) : null}
    </li>
  );
}

function RestoreDismissed({ count }: { count: number }) {
  const fetcher = useFetcher<AdminActionResult>({ key: "setup-restore" });
  return (
    <fetcher.Form method="post" className="mt-4 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
      <input type="hidden" name="intent" value={RESTORE_SETUP_ITEMS} />
      {count === 1 ? "1 dismissed item is hidden." : `${formatCount(count)} dismissed items are hidden.`}
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Show dismissed items
      </button>
    </fetcher.Form>
  );
}
