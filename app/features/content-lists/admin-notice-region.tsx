import { useEffect } from "react";
import { useActionData, useFetcher, useFetchers } from "react-router";

import { clearAdminNotice, useAdminNotice } from "~/components/admin/admin-notice-store";
import { CloseIcon } from "~/components/admin/icons";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { useHydrated } from "~/platform/document/use-hydrated";
import { ID_FIELD, INTENT_FIELD, type AdminActionResult, type AdminNotice } from "~/platform/forms/admin-action";

import { BULK_ACTION_FIELD, BULK_IDS_FIELD } from "./bulk-actions";

/** The form that undoes a change: one row's intent and id, or a bulk action's and its rows' ids. */
function undoForm(undo: NonNullable<AdminNotice["undo"]>): FormData {
  const form = new FormData();
  form.set(INTENT_FIELD, undo.intent);
  if ("ids" in undo) {
    form.set(BULK_ACTION_FIELD, undo.action);
    for (const id of undo.ids) form.append(BULK_IDS_FIELD, id);
  } else form.set(ID_FIELD, undo.id);
  return form;
}

const noticeButton =
  "inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The admin's polite live region: what the last action did ('Post published', 'FAQ saved'),
 * with 'View' (the public page, in a new tab), 'Undo' and 'Dismiss' when they apply. The
 * region is in the page from its first render, empty, so that screen readers announce the
 * text put in it; nothing in it ever takes the focus. It stays until dismissed or until the
 * next action, and is cleared when the page is left. Fixed at the bottom of the window, so a
 * notice about a row far down the list is seen where the staff member is.
 */
export function AdminNoticeRegion() {
  // Said once the list has reloaded after the action: a row moved to the Trash is gone by then.
  const reloading = useFetchers().some((fetcher) => fetcher.state === "loading");
  const latest = useAdminNotice();
  // Without JavaScript a form (the bulk bar's) posts the page itself: its answer is the action's data.
  const hydrated = useHydrated();
  const answer = useActionData<AdminActionResult>();
  const posted = answer
    ? answer.ok
      ? (answer.notice ?? null)
      : answer.error
        ? { message: answer.error }
        : null
    : null;
  const notice = hydrated ? (reloading ? null : latest) : posted;
  const undoFetcher = useFetcher<AdminActionResult>();
  useEffect(() => clearAdminNotice, []);
  useSettledResult(undoFetcher, (result) => {
    // The row may have been deleted forever meanwhile (from another page or by someone else).
    if (!result.ok) window.alert(`Could not undo: ${result.error ?? "the change was refused."}`);
  });

  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6 sm:justify-end"
    >
      {notice ? (
        <div className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-900 py-2 pr-2 pl-4 text-sm text-white shadow-lg ring-1 ring-black/10 sm:w-auto">
          <p className="mr-auto py-1.5 font-medium">{notice.message}</p>
          <div className="flex items-center gap-1">
            {notice.viewHref ? (
              <>
                <a
                  href={notice.viewHref}
                  target="_blank"
                  rel="noopener"
                  className={`${noticeButton} relative text-sky-200 underline-offset-2 hover:bg-white/10 hover:underline`}
                >
                  View
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>{" "}
              </>
            ) : null}
            {notice.undo && hydrated ? (
              <>
                <button
                  type="button"
                  disabled={undoFetcher.state !== "idle"}
                  onClick={() => undoFetcher.submit(undoForm(notice.undo!), { method: "post" })}
                  className={`${noticeButton} text-sky-200 hover:bg-white/10`}
                >
                  Undo
                </button>{" "}
              </>
            ) : null}
            {hydrated ? (
              <button
                type="button"
                aria-label="Dismiss"
                title="Dismiss"
                onClick={clearAdminNotice}
                className={`${noticeButton} text-slate-300 hover:bg-white/10 hover:text-white`}
              >
                <CloseIcon />
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
