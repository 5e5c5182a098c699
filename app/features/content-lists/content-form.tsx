import { useEffect, useRef, type ReactNode } from "react";
import type { z } from "zod";

import { DraftOffer } from "~/components/admin/draft-offer";
import { FormActions, FormCard } from "~/components/admin/ui";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { useBrowserDraft } from "~/components/admin/use-browser-draft";
import { UNSAVED_CHANGES_QUESTION, useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { ID_FIELD, INTENT_FIELD } from "~/platform/forms/admin-action";
import type { FieldErrors } from "~/platform/forms/form-fields";

/** What a content list page gives the create/edit form it opens. */
export interface ContentFormProps<Row> {
  /** The form's element id (the Add button controls it). */
  id: string;
  /** The row being edited; null for a new one. */
  editing: Row | null;
  /** What a new row's fields start with (e.g. a job from a staff request); empty when absent. */
  initial?: Partial<Row>;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The create/edit form of a content admin, in its card: the fields `children` draws (with
 * the current errors), the intent and row id it posts, and Save / Cancel. The first field
 * has the focus when it opens; closing gives it back to what opened it. Escape cancels,
 * asking first when something was changed; so does leaving the page (useUnsavedChanges).
 * What is typed is kept in the browser until saved, and offered back when the form opens
 * again (useBrowserDraft).
 */
/** How a form names what it edits: 'Create New FAQ' or 'Edit FAQ', 'Save FAQ', 'Error saving FAQ'. */
export interface ContentNoun {
  /** In a title or on a button: "FAQ", "Post". */
  title: string;
  /** Within a sentence: "FAQ", "post". */
  inSentence: string;
}

export function ContentForm<Input>({
  id,
  editing,
  onClose,
  onSaved,
  noun,
  schema,
  encType,
  draftId,
  children,
}: Omit<ContentFormProps<{ id: string }>, "initial"> & {
  noun: ContentNoun;
  /** The schema the action checks the form with (the browser checks first with the same). */
  schema: z.ZodType<Input>;
  /** "multipart/form-data" when the form carries a file. */
  encType?: "multipart/form-data";
  /** What a new row's browser draft is kept under, when not the other new rows' (e.g. a job from a staff request). */
  draftId?: string;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const title = editing ? `Edit ${noun.title}` : `Create New ${noun.title}`;
  const saveLabel = `Save ${noun.title}`;
  const saveFailedMessage = `Error saving ${noun.inSentence}`;
  const formRef = useRef<HTMLFormElement>(null);
  const { hasChanges, markSaved } = useUnsavedChanges(formRef);
  const draft = useBrowserDraft(formRef, id, editing?.id ?? draftId ?? null);
  const { fetcher, onSubmit, errors, busy } = useAdminForm({
    formRef,
    schema,
    saveFailedMessage,
    onSaved: () => {
      markSaved();
      draft.clear();
      onSaved();
    },
  });

  useEffect(() => {
    const opener = document.activeElement;
    const form = formRef.current;
    form?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
    form?.closest("section")?.scrollIntoView({ block: "nearest" });
    return () => {
      // Closed: the focus would fall to the page's start, far from where the staff member was.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // Escape cancels, as in a dialog; a key already used by a field (e.g. a list it opened) is left to it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      if (!hasChanges() || window.confirm(UNSAVED_CHANGES_QUESTION)) onClose();
    }
    form.addEventListener("keydown", onKeyDown);
    return () => form.removeEventListener("keydown", onKeyDown);
  }, [hasChanges, onClose]);

  return (
    <FormCard id={id} title={title}>
      <DraftOffer draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
      <fetcher.Form ref={formRef} method="post" encType={encType} noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name={INTENT_FIELD} value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name={ID_FIELD} value={editing.id} /> : null}
        {children(errors)}
        <FormActions busy={busy} saveLabel={saveLabel} onCancel={onClose} />
      </fetcher.Form>
    </FormCard>
  );
}
