import { useFetcher, useRevalidator } from "react-router";

import { ID_FIELD, INTENT_FIELD, PUBLISHED_FIELD, type AdminActionResult } from "~/admin/content-action";
import { useHydrated } from "~/utils/use-hydrated";

import { EyeIcon, EyeOffIcon, PencilIcon, TrashIcon } from "./icons";
import { useSettledResult } from "./use-settled-result";

export interface RowMessages {
  /** Asked before deleting (SPEC.md section 5). */
  deleteConfirm: string;
  /** Alerted when a delete fails (SPEC.md section 8). */
  deleteFailed: string;
  /** Logged when a toggle fails: SPEC.md section 8 says toggles only log. */
  toggleFailedLog: string;
}

/**
 * The publish toggle and delete of one table row, each with its own fetcher. While a
 * toggle is on its way the row already shows the state it asked for.
 */
export function useRowMutations(id: string, published: boolean, messages: RowMessages) {
  const toggleFetcher = useFetcher<AdminActionResult>();
  const deleteFetcher = useFetcher<AdminActionResult>();
  // A failed answer does not reload the list by itself; the row may be gone, so reload it.
  const revalidator = useRevalidator();

  useSettledResult(toggleFetcher, (result) => {
    if (result.ok) return;
    console.error(messages.toggleFailedLog, result.error ?? result.fieldErrors);
    void revalidator.revalidate();
  });
  useSettledResult(deleteFetcher, (result) => {
    if (result.ok) return;
    window.alert(messages.deleteFailed);
    void revalidator.revalidate();
  });

  const pendingTarget = toggleFetcher.formData?.get(PUBLISHED_FIELD);
  const shownPublished = pendingTarget === undefined || pendingTarget === null ? published : pendingTarget === "true";

  return {
    shownPublished,
    toggling: toggleFetcher.state !== "idle",
    deleting: deleteFetcher.state !== "idle",
    toggle() {
      toggleFetcher.submit(
        { [INTENT_FIELD]: "toggle", [ID_FIELD]: id, [PUBLISHED_FIELD]: String(!published) },
        { method: "post" },
      );
    },
    remove() {
      if (!window.confirm(messages.deleteConfirm)) return;
      deleteFetcher.submit({ [INTENT_FIELD]: "delete", [ID_FIELD]: id }, { method: "post" });
    },
  };
}

const actionButton =
  "inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50";

/** Publish / Unpublish, Edit and Delete: buttons named by their visible text. */
export function RowActionButtons({
  published,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  published: boolean;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // Until React has hydrated these buttons could not do anything: they wait, disabled.
  // (The spaces between them keep their texts apart, e.g. for find-in-page.)
  const disabled = !useHydrated() || busy;
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        onClick={onToggle}
        disabled={disabled}
        className={`${actionButton} ${published ? "text-amber-800 hover:bg-amber-50" : "text-green-800 hover:bg-green-50"}`}
      >
        {published ? <EyeOffIcon /> : <EyeIcon />}
        {published ? "Unpublish" : "Publish"}
      </button>{" "}
      <button
        type="button"
        onClick={onEdit}
        disabled={disabled}
        className={`${actionButton} text-brand-700 hover:bg-brand-50`}
      >
        <PencilIcon />
        Edit
      </button>{" "}
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        className={`${actionButton} text-red-700 hover:bg-red-50`}
      >
        <TrashIcon />
        Delete
      </button>
    </div>
  );
}
