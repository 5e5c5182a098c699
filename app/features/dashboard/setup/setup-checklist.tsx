import { useRef } from "react";
import { Link, useFetcher, useFetchers } from "react-router";

import { AlertIcon, ArrowRightIcon } from "~/components/admin/icons";
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
      <p className="mt-1 text-sm text-slate-600">
        The site works as it is, but {shown.length === 1 ? "this is" : "these are"} still as it was delivered.
        Dismissing an item hides it for all staff.
      </p>
      <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200">
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
  return (
    <li className="flex items-start justify-between gap-3 py-4">
      <div className="min-w-0">
        <p id={textId} className="text-slate-800">
          {item.text}
        </p>
        <Link
          to={item.fix.href}
          className="group mt-1.5 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {item.fix.label}
          <ArrowRightIcon className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
        </Link>
        {failed ? (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {fetcher.data?.ok === false && fetcher.data.error
              ? fetcher.data.error
              : "The item could not be dismissed. Please try again."}
          </p>
        ) : null}
      </div>
      <fetcher.Form method="post" className="shrink-0" onSubmit={onDismiss}>
        <input type="hidden" name="intent" value={DISMISS_SETUP_ITEM} />
        <input type="hidden" name="item" value={item.id} />
        <button
          type="submit"
          aria-describedby={textId}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Dismiss
        </button>
      </fetcher.Form>
    </li>
  );
}

function RestoreDismissed({ count }: { count: number }) {
  const fetcher = useFetcher<AdminActionResult>({ key: "setup-restore" });
  return (
    <fetcher.Form
      method="post"
      className="mt-2 flex flex-wrap items-center gap-x-2 border-t border-slate-200 pt-3 text-sm text-slate-600"
    >
      <input type="hidden" name="intent" value={RESTORE_SETUP_ITEMS} />
      {count === 1 ? "1 dismissed item is hidden." : `${count.toLocaleString("en-US")} dismissed items are hidden.`}
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
