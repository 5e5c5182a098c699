import type { ReactNode } from "react";
import { useFetcher, useRevalidator } from "react-router";

import { ExternalLinkIcon, EyeIcon, EyeOffIcon, PencilIcon, SendIcon, TrashIcon } from "~/components/admin/icons";
import type { PublicationState } from "~/components/admin/ui";
import { useSettledResult } from "~/components/admin/use-settled-result";
import { useHydrated } from "~/platform/document/use-hydrated";
import {
  ID_FIELD,
  INTENT_FIELD,
  PUBLISHED_FIELD,
  type AdminActionResult,
  type AdminIntent,
} from "~/platform/forms/admin-action";

export interface RowMessages {
  /** Asked before deleting. */
  deleteConfirm: string;
  /** Alerted when a delete fails. */
  deleteFailed: string;
  /** Logged when a toggle fails: toggles only log, they raise no alert. */
  toggleFailedLog: string;
}

/**
 * The publish toggle and delete of one table row, each with its own fetcher. While a
 * toggle is on its way the row already shows the state it asked for.
 */
export function useRowMutations(id: string, state: PublicationState, messages: RowMessages) {
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
  // Publishing (also 'Publish now' of a scheduled post) makes it live now.
  const shownState: PublicationState =
    pendingTarget === "true" ? "published" : pendingTarget === "false" ? "draft" : state;

  return {
    shownState,
    toggling: toggleFetcher.state !== "idle",
    deleting: deleteFetcher.state !== "idle",
    setPublished(isPublished: boolean) {
      toggleFetcher.submit(
        { [INTENT_FIELD]: "toggle", [ID_FIELD]: id, [PUBLISHED_FIELD]: String(isPublished) },
        { method: "post" },
      );
    },
    remove() {
      if (!window.confirm(messages.deleteConfirm)) return;
      deleteFetcher.submit({ [INTENT_FIELD]: "delete", [ID_FIELD]: id }, { method: "post" });
    },
  };
}

/**
 * A list's own row command (a job's 'Copy', 'Close', 'Reopen'), sent with the row's id; a
 * refusal is alerted with the server's sentence, and the list is reloaded.
 */
export function useRowCommand(id: string) {
  const fetcher = useFetcher<AdminActionResult>();
  const revalidator = useRevalidator();
  useSettledResult(fetcher, (result) => {
    if (result.ok) return;
    window.alert(result.error ?? "This action could not be done. Please reload the page and try again.");
    void revalidator.revalidate();
  });
  return {
    running: fetcher.state !== "idle",
    run(intent: AdminIntent) {
      fetcher.submit({ [INTENT_FIELD]: intent, [ID_FIELD]: id }, { method: "post" });
    },
  };
}

/**
 * A row action's look (styles/admin.css); each adds its colours. From 640 px a row's buttons
 * show their icon alone (their text, in `row-action-label`, still names them; `title` shows it
 * on hover), so that the actions never take the room of the row's own values.
 */
export const actionButton = "row-action";

/** A link in a row's actions: opens the row's public page (a post's 'View' or 'Preview'). */
export interface RowLink {
  label: string;
  href: string;
}

/**
 * 'Publish now' of a scheduled row (docs/admin.md, Publishing), shown under its Scheduled badge:
 * it publishes the row with the date of now, as Publish does a draft.
 */
export function PublishNowButton({ busy, onPublish }: { busy: boolean; onPublish: () => void }) {
  const disabled = !useHydrated() || busy;
  return (
    <button
      type="button"
      onClick={onPublish}
      disabled={disabled}
      className={`${actionButton} -ml-2 text-green-800 hover:bg-green-50`}
    >
      <SendIcon />
      Publish now
    </button>
  );
}

/**
 * The row's buttons, named by their visible text: its link (a post's View or Preview, in a
 * new tab), Publish or Unpublish (a scheduled row: Unpublish; its Publish now is under its
 * status), Edit and Delete.
 */
export function RowActionButtons({
  state,
  busy,
  link,
  onSetPublished,
  onEdit,
  onDelete,
  children,
}: {
  state: PublicationState;
  busy: boolean;
  link?: RowLink;
  onSetPublished: (isPublished: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The list's own buttons, between Edit and Delete. */
  children?: ReactNode;
}) {
  // Until React has hydrated these buttons could not do anything: they wait, disabled.
  // (The spaces between them keep their texts apart, e.g. for find-in-page.)
  const disabled = !useHydrated() || busy;
  const published = state !== "draft";
  return (
    <div className="flex flex-wrap items-center gap-1 max-sm:-ml-2 lg:flex-nowrap lg:justify-end">
      {link ? (
        <>
          <a
            href={link.href}
            target="_blank"
            rel="noopener"
            // relative: holds its screen-reader text, which would otherwise widen the page past the scrolling table.
            title={`${link.label} (opens in a new tab)`}
            className={`${actionButton} text-slate-700 hover:bg-slate-100`}
          >
            <ExternalLinkIcon />
            <span className="row-action-label">{link.label}</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{" "}
        </>
      ) : null}
      <button
        type="button"
        onClick={() => onSetPublished(!published)}
        disabled={disabled}
        title={published ? "Unpublish" : "Publish"}
        className={`${actionButton} ${published ? "text-amber-800 hover:bg-amber-50" : "text-green-800 hover:bg-green-50"}`}
      >
        {published ? <EyeOffIcon /> : <EyeIcon />}
        <span className="row-action-label">{published ? "Unpublish" : "Publish"}</span>
      </button>{" "}
      <button
        type="button"
        onClick={onEdit}
        disabled={disabled}
        title="Edit"
        className={`${actionButton} text-brand-700 hover:bg-brand-50`}
      >
        <PencilIcon />
        <span className="row-action-label">Edit</span>
      </button>{" "}
      {children}
      <button
        type="button"
        onClick={onDelete}
        disabled={disabled}
        title="Delete"
        className={`${actionButton} text-red-700 hover:bg-red-50`}
      >
        <TrashIcon />
        <span className="row-action-label">Delete</span>
      </button>
    </div>
  );
}
