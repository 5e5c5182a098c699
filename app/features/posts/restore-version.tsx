import { useFetcher, useNavigate } from "react-router";

import { buttonStyles } from "~/components/admin/ui";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { useHydrated } from "~/platform/document/use-hydrated";
import { ID_FIELD, INTENT_FIELD, REVISION_FIELD, type AdminActionResult } from "~/platform/forms/admin-action";

import { postHistoryHref } from "./history-link";

/** Where the post admin's actions answer (restore-revision among them). */
const POST_ACTIONS_PATH = "/admin/posts";

/** The History's location state after a restore: the page says it was restored. */
export interface RestoredState {
  restored: true;
}

/**
 * 'Restore this version': the post admin's restore-revision, then the History opens at the
 * newest version (the restore itself) and says so (RestoredState). A refusal (its slug is taken, it is gone)
 * is shown beside the button.
 */
export function RestoreVersion({
  postId,
  revisionId,
  isCurrentText,
}: {
  postId: string;
  revisionId: string;
  isCurrentText: boolean;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  useSettledResult(fetcher, (result) => {
    if (!result.ok) return;
    const restored: RestoredState = { restored: true };
    void navigate(postHistoryHref(postId), { replace: true, preventScrollReset: true, state: restored });
  });
  const busy = fetcher.state !== "idle";
  const error =
    !busy && fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? "The version could not be restored.") : null;

  return (
    <div className="flex shrink-0 flex-col gap-2 sm:items-end">
      {isCurrentText ? (
        <p className="rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-600/20 ring-inset">
          Same as the current text
        </p>
      ) : (
        <fetcher.Form method="post" action={POST_ACTIONS_PATH}>
          <input type="hidden" name={INTENT_FIELD} value="restore-revision" />
          <input type="hidden" name={ID_FIELD} value={postId} />
          <input type="hidden" name={REVISION_FIELD} value={revisionId} />
          <button type="submit" disabled={!hydrated || busy} className={buttonStyles.primary}>
            {busy ? "Restoring..." : "Restore this version"}
          </button>
        </fetcher.Form>
      )}
      {error ? (
        <p role="alert" className="max-w-sm text-sm text-red-700 sm:text-right">
          {error}
        </p>
      ) : null}
    </div>
  );
}
