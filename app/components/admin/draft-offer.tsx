import { draftOfferQuestion, type BrowserDraft } from "./browser-drafts";
import { ClockIcon } from "./icons";
import { buttonStyles } from "./ui";

/**
 * The offer of unsaved work kept in this browser: 'Restore your unsaved changes from
 * 3:41 PM?' with Restore and Discard. Inside a live region that is there from the start, so
 * that it is announced without taking the focus from the form's first field.
 */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: BrowserDraft | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  // On the staff member's own clock: a draft is only known in the browser, never while rendering on the server.
  const question = draft ? draftOfferQuestion(draft.savedAt) : null;
  return (
    <div aria-live="polite">
      {draft && question ? (
        <div className="mb-5 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 gap-2 text-amber-950">
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-amber-800" />
            <div>
              <p className="font-semibold">{question}</p>
              {draft.hadFile ? (
                <p className="text-sm">
                  The image file you had chosen cannot be kept: choose it again after restoring.
                </p>
              ) : null}
            </div>
          </div>
          <div className="flex shrink-0 gap-2">
            <button type="button" onClick={onRestore} className={buttonStyles.primary}>
              Restore
            </button>
            <button type="button" onClick={onDiscard} className={buttonStyles.secondary}>
              Discard
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
